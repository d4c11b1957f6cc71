import { expect, test } from "@playwright/test";
import { signInByEmail, uniqueEmail, walletButton } from "./sign-in-steps";

// Making a wallet takes the provider several activities: on a loaded machine, more than the default wait.
const SIGN_IN_WAIT = { timeout: 60_000 };

// The account page as a trader uses it: opened from the wallet menu, the name and phone number changed (the country
// guessed from the dial code, the number in its mask) and read back from the wallet provider after a reload, then
// "Sign out everywhere" signs out this browser at once and another one at its next refresh.

test("change name and phone, then sign out everywhere", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("account");
  await page.goto("/leaderboard");
  await signInByEmail(page, email, "E2E Trader");
  await walletButton(page).click(SIGN_IN_WAIT);
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);

  const profile = page.getByRole("region", { name: "Profile" });
  const name = profile.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("E2E Trader", { timeout: 20_000 });
  await name.fill("Nova Trader");
  const phone = profile.getByLabel("Phone number");
  await phone.pressSequentially("+442079460958");
  await expect(phone).toHaveValue("+44 20 7946 0958");
  await expect(profile.getByLabel("Country")).toHaveValue("GB");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByRole("status")).toHaveText("Saved.");

  // Another browser signs in to the same account meanwhile.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/leaderboard");
  await signInByEmail(otherPage, email);
  await expect(walletButton(otherPage)).toBeVisible(SIGN_IN_WAIT);

  // What the provider holds, read again from scratch.
  await page.reload();
  await expect(name).toHaveValue("Nova Trader", { timeout: 20_000 });
  await expect(phone).toHaveValue("+44 20 7946 0958");
  await walletButton(page).click();
  await expect(page.getByText("Nova Trader", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Escape");

  const sessions = page.getByRole("list", { name: "Your sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This browser")).toHaveCount(1);
  await expect(sessions.getByText("Another browser")).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to manage your account" })).toBeVisible();

  // The other browser is signed out at its next refresh (a reload refreshes at once).
  await otherPage.reload();
  const dialog = otherPage.getByRole("dialog", { name: "Sign in" });
  await expect(dialog.getByText("Your session has expired. Please sign in again.")).toBeVisible({ timeout: 20_000 });
  await other.close();
});
