import { expect, type Locator, type Page } from "@playwright/test";

// Sign-in as a person goes through it in the header's modal, on the devnet's OpenID issuer and wallet provider.

export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function openSignIn(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const walletButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Wallet 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ });

/** Signs in on `path` (the leaderboard unless given) and comes back to it, signed in. */
export async function signInWithGoogle(page: Page, email: string, path = "/leaderboard") {
  await page.goto(path);
  const dialog = await openSignIn(page);
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  // The devnet issuer's account picker, standing in for Google's.
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill("E2E Trader");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path, { timeout: 15_000 });
  await expect(walletButton(page)).toBeVisible();
}

/** The latest code mailed to the address, from the devnet inbox the dialog links to (its mails for that address, newest first). */
export async function codeFromInbox(page: Page, dialog: Locator, email: string): Promise<string> {
  const href = await dialog.getByRole("link", { name: "open the devnet inbox" }).getAttribute("href");
  const code = /sign-in code is (\d{6})/.exec(await (await page.request.get(href ?? "")).text())?.[1];
  if (!code) throw new Error(`no code in the devnet inbox for ${email}`);
  return code;
}

/**
 * Signs in with an e-mail code from the open page's header: the address, a code mailed to it (read from the
 * devnet inbox), the code typed in. An address without a wallet gets one, named `name`.
 */
export async function signInByEmail(page: Page, email: string, name = "Registered Trader", code?: (mailed: string) => string) {
  // Locators only, no expect: the screenshot scripts use this outside the test runner.
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Name (optional)").fill(name);
  await dialog.getByRole("button", { name: "Email me a sign-in code" }).click();
  const mailed = await codeFromInbox(page, dialog, email);
  await dialog.getByLabel("Sign-in code").fill(code ? code(mailed) : mailed);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  return dialog;
}

export async function signOut(page: Page) {
  await walletButton(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}
