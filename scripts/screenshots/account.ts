import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { BASE_URL } from "../../tests/e2e/chromium";
import { signInByEmail } from "../../tests/e2e/sign-in-steps";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function goThrough(browser: Browser, viewport: Viewport): Promise<string[]> {
  const size = { viewport: { width: viewport.width, height: viewport.height } };
  const context = await browser.newContext(size);
  const other = await browser.newContext(size);
  const page = await context.newPage();
  const saved: string[] = [];
  const shot = async (name: string) => {
    await page.waitForTimeout(300);
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  };
  const email = `account-shots-${viewport.name}-${Date.now()}@example.com`;
  const walletButton = page.getByRole("banner").getByRole("button", { name: /^Wallet / });
  try {
    await page.goto(new URL("/account", BASE_URL).href);
    await page.getByRole("heading", { name: "Sign in to manage your account" }).waitFor();
    await shot("account-signed-out");

    await signInByEmail(page, email, "Ada Trader");
    await walletButton.waitFor({ timeout: 60_000 });
    const otherPage = await other.newPage();
    await otherPage.goto(new URL("/leaderboard", BASE_URL).href);
    await signInByEmail(otherPage, email);
    await otherPage
      .getByRole("banner")
      .getByRole("button", { name: /^Wallet / })
      .waitFor({ timeout: 60_000 });

    await page.reload();
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Phone number").waitFor({ timeout: 60_000 });
    await profile.getByLabel("Phone number").pressSequentially("4155550123");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await profile.getByRole("status").waitFor();
    await page.getByRole("list", { name: "Your sessions" }).getByText("Another browser").waitFor();
    await shot("account-signed-in");

    await profile.getByRole("button", { name: "Change e-mail" }).click();
    await profile.getByLabel("New e-mail address").fill(`moved-${email}`);
    await profile.getByRole("button", { name: "Send code" }).click();
    await profile.getByLabel(/^Code sent to/).waitFor();
    await shot("account-email-code");
    await profile.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByRole("heading", { name: "Sign in to manage your account" }).waitFor();
    await shot("account-signed-out-everywhere");
    return saved;
  } finally {
    await context.close();
    await other.close();
  }
}

await shootEveryViewport(goThrough);
