import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { BASE_URL } from "../../tests/e2e/chromium";
import { signInByEmail } from "../../tests/e2e/sign-in-steps";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

const uniqueEmail = (what: string) => `${what}-${Date.now()}@example.com`;

async function goThrough(browser: Browser, viewport: Viewport): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const saved: string[] = [];
  const shot = async (name: string, on: Page = page) => {
    await on.waitForTimeout(300); // let the slide-in and fade animations finish
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await on.screenshot({ path: file });
    saved.push(file);
  };
  const header = page.getByRole("banner");
  const openSignIn = async () => {
    await header.getByRole("button", { name: "Sign in" }).click();
    return page.getByRole("dialog", { name: "Sign in" });
  };
  const walletButton = header.getByRole("button", { name: /^Wallet / });
  const signOut = async () => {
    await walletButton.click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await header.getByRole("button", { name: "Sign in" }).waitFor();
  };

  try {
    await page.goto(new URL("/leaderboard", BASE_URL).href);
    await header.getByRole("button", { name: "Sign in" }).waitFor();
    await shot("wallet-header-signed-out");

    const dialog = await openSignIn();
    await shot("sign-in-modal");
    await dialog.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByRole("heading", { name: "Choose an account" }).waitFor();
    await shot("issuer-account-picker");
    await page.getByLabel("E-mail").fill(uniqueEmail("ada"));
    await page.getByLabel("Name").fill("Ada Trader");
    await page.getByRole("button", { name: "Continue" }).click();
    await walletButton.waitFor({ timeout: 20_000 });
    await walletButton.click();
    await page.getByRole("button", { name: "Get 100 HYPE (devnet faucet)" }).click();
    await page.getByTestId("wallet-balance").getByText("100 HYPE").waitFor();
    await shot("wallet-dropdown-open");
    await page.keyboard.press("Escape");

    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) {
      await burger.click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Wallet" }).waitFor();
      await shot("mobile-menu-signed-in");
      await page.keyboard.press("Escape");
    }
    await signOut();

    const email = uniqueEmail("grace");
    await signInByEmail(page, email, "Grace");
    await walletButton.waitFor({ timeout: 20_000 });
    await signOut();

    const returning = await openSignIn();
    await returning.getByLabel("E-mail").fill(email);
    await returning.getByRole("button", { name: "Email me a sign-in code" }).click();
    const inboxLink = returning.getByRole("link", { name: "open the devnet inbox" });
    await inboxLink.waitFor();
    await shot("sign-in-code");
    const [inbox] = await Promise.all([context.waitForEvent("page"), inboxLink.click()]);
    await inbox.locator(".mail").first().waitFor();
    await shot("devnet-inbox", inbox);
    const code = /sign-in code is (\d{6})/.exec((await inbox.locator(".mail").first().textContent()) ?? "")?.[1] ?? "";
    await inbox.close();
    await returning.getByLabel("Sign-in code").fill(code);
    await returning.getByRole("button", { name: "Sign in", exact: true }).click();
    await walletButton.waitFor({ timeout: 20_000 });
    await shot("wallet-header-signed-in");
    return saved;
  } finally {
    await context.close();
  }
}

await shootEveryViewport(goThrough);
