import { expect, type Page } from "@playwright/test";

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

export async function registerByEmail(page: Page, email: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Name (optional)").fill("Registered Trader");
  await dialog.getByRole("button", { name: "Create wallet" }).click();
  return dialog;
}

export async function signOut(page: Page) {
  await walletButton(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}
