import { expect, test } from "@playwright/test";
import { openSignIn, signInByEmail, signOut, uniqueEmail, walletButton } from "./sign-in-steps";
import { addVirtualAuthenticator, PASSKEY_BASE_URL } from "./virtual-authenticator";

// Passkeys in Chromium with its virtual authenticator: sign in with an e-mail code, add a passkey from the
// wallet menu, sign out, sign in with the passkey and see the same wallet; remove it, and it no longer signs in.

test.use({ baseURL: PASSKEY_BASE_URL });

const today = () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date());

test("add a passkey, sign out, sign in with it to the same wallet; a removed passkey signs in no more", async ({ page }) => {
  // Two sign-ins, four WebAuthn ceremonies and a removal on a loaded machine.
  test.setTimeout(180_000);
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto("/leaderboard");
  await signInByEmail(page, uniqueEmail("passkey"), "Passkey Trader");
  await expect(walletButton(page)).toBeVisible({ timeout: 20_000 });
  await walletButton(page).click();
  const address = await page.locator(".wallet-panel .wallet-address").getAttribute("title");
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  await page.getByRole("button", { name: "Passkeys" }).click();
  const dialog = page.getByRole("dialog", { name: "Your passkeys" });
  await expect(dialog.getByText("No passkeys yet.")).toBeVisible();
  await dialog.getByLabel("Passkey name").fill("Trading laptop");
  await dialog.getByRole("button", { name: "Add a passkey" }).click();
  const item = dialog.getByRole("listitem").filter({ hasText: "Trading laptop" });
  await expect(item).toContainText(`Added ${today()}`);
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
  await dialog.getByRole("button", { name: "Close passkeys" }).click();

  await signOut(page);
  expect(await page.evaluate(() => [localStorage.getItem("@turnkey/session/v2"), localStorage.getItem("@turnkey/client")])).toEqual([null, null]);
  const signIn = await openSignIn(page);
  await signIn.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(signIn).toHaveCount(0);
  await walletButton(page).click();
  await expect(page.locator(".wallet-panel .wallet-address")).toHaveAttribute("title", address!);
  // Two assertions: whoami found the wallet, stamp_login opened its session; each raised the counter.
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(credential!.signCount + 1);

  await page.getByRole("button", { name: "Passkeys" }).click();
  await dialog.getByRole("button", { name: "Remove Trading laptop" }).click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(dialog.getByText("No passkeys yet.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close passkeys" }).click();
  await signOut(page);
  const again = await openSignIn(page);
  await again.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(again.getByRole("alert")).toHaveText("This passkey does not belong to any lqscan wallet. Sign in with e-mail or Google, then add it.");
});
