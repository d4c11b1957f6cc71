import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { signInByEmail } from "../../tests/e2e/sign-in-steps";
import { addVirtualAuthenticator, PASSKEY_BASE_URL } from "../../tests/e2e/virtual-authenticator";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function goThrough(browser: Browser, viewport: Viewport): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  await addVirtualAuthenticator(page);
  const saved: string[] = [];
  const shot = async (name: string) => {
    await page.waitForTimeout(300); // let the fade animations finish
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file });
    saved.push(file);
  };
  const header = page.getByRole("banner");
  const walletButton = header.getByRole("button", { name: /^Wallet / });
  const openPasskeys = async () => {
    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) await burger.click();
    else await walletButton.click();
    await page.getByRole("button", { name: "Passkeys" }).click();
    return page.getByRole("dialog", { name: "Your passkeys" });
  };
  const signOut = async () => {
    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) await burger.click();
    else await walletButton.click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await header.getByRole("button", { name: "Sign in" }).waitFor();
  };

  try {
    await page.goto(new URL("/leaderboard", PASSKEY_BASE_URL).href);
    await signInByEmail(page, `passkey-shots-${viewport.name}-${Date.now()}@example.com`, "Ada Passkey");
    await walletButton.waitFor({ timeout: 30_000 });
    const dialog = await openPasskeys();
    await dialog.getByText("No passkeys yet.").waitFor();
    await shot("passkeys-none");
    await dialog.getByLabel("Passkey name").fill("Trading laptop");
    await dialog.getByRole("button", { name: "Add a passkey" }).click();
    await dialog.getByText("Trading laptop").waitFor({ timeout: 30_000 });
    await shot("passkeys-one");
    await dialog.getByRole("button", { name: "Close passkeys" }).click();
    await signOut();

    await header.getByRole("button", { name: "Sign in" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign in" });
    await shot("sign-in-with-passkey");
    await signIn.getByRole("button", { name: "Sign in with a passkey" }).click();
    await walletButton.waitFor({ timeout: 30_000 });
    await shot("signed-in-with-passkey");

    const again = await openPasskeys();
    await again.getByRole("button", { name: "Remove Trading laptop" }).click();
    await shot("passkeys-remove-confirm");
    await again.getByRole("button", { name: "Remove", exact: true }).click();
    await again.getByText("No passkeys yet.").waitFor();
    await again.getByRole("button", { name: "Close passkeys" }).click();
    await signOut();
    await header.getByRole("button", { name: "Sign in" }).click();
    await signIn.getByRole("button", { name: "Sign in with a passkey" }).click();
    await signIn.getByRole("alert").waitFor({ timeout: 30_000 });
    await shot("sign-in-passkey-unknown");
    return saved;
  } finally {
    await context.close();
  }
}

await shootEveryViewport(goThrough);
