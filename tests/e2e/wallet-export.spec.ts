import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type Request, test } from "@playwright/test";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { authConfigSchema } from "../../shared/schemas/auth";
import { ETHEREUM_ACCOUNT } from "../../shared/wallet-session";
import { BASE_URL } from "./chromium";
import { logLeaks, type Secret } from "./log-leaks";
import { signInByEmail, uniqueEmail, walletButton } from "./sign-in-steps";
import { LOGS_DIR, stackLogs } from "./stack-secrets";

// Export as a person does it: the wallet menu, the warning and its confirmation, the secret opened in
// this browser. The phrase must derive the wallet's address and the key must be the address's; the
// activity goes to the wallet provider, never to our API; the export key is not kept; and neither the
// secrets nor the bundle reach any log of the stack (a planted copy shows the scan would find them).

type Exported = { secret: string; bundle: string };

/** What this browser keeps: localStorage's keys and every IndexedDB store's key count. */
const storedKeys = (page: Page) =>
  page.evaluate(async () => {
    const stores: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        stores[`${name}/${store}`] = await new Promise<number>((resolve) => {
          const counting = db.transaction(store).objectStore(store).count();
          counting.onsuccess = () => resolve(counting.result);
        });
      }
      db.close();
    }
    return { localStorage: Object.keys(localStorage).sort(), stores };
  });

/** Opens the export from the wallet menu, checks the warning gate, confirms, and reads the secret and the provider's bundle. */
async function exportFromMenu(page: Page, action: string, title: string, show: string, submitPath: string): Promise<Exported> {
  await walletButton(page).click();
  await page.getByRole("button", { name: action }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("note")).toContainText("controls your wallet");
  const reveal = dialog.getByRole("button", { name: show });
  await expect(reveal).toBeDisabled();
  await dialog.getByRole("checkbox").check();
  const answered = page.waitForResponse((response) => response.url().endsWith(submitPath));
  await reveal.click();
  const { activity } = (await (await answered).json()) as { activity: { result: Record<string, { exportBundle: string }> } };
  const secretBox = dialog.getByTestId("exported-secret");
  await expect(secretBox).toBeVisible();
  const items = await secretBox.locator("li").allTextContents();
  const secret = items.length > 0 ? items.join(" ") : ((await secretBox.textContent()) ?? "");

  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("exported-secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  return { secret, bundle: Object.values(activity.result)[0]!.exportBundle };
}

test("export the recovery phrase and the private key: both give the wallet's address, in this browser only", async ({ page }) => {
  // A new wallet and two exports: a budget, not a timed check (51 s at a load of 28 on 2 cores, 126 s at 50).
  test.setTimeout(180_000);
  const config = authConfigSchema.parse(await (await page.request.get("/api/v1/auth/config")).json());
  await page.goto("/leaderboard");
  await signInByEmail(page, uniqueEmail("export"), "Export Trader");
  // A new wallet's sub-organization and trading policy: room for a busy machine.
  await expect(walletButton(page)).toBeVisible({ timeout: 30_000 });
  const { address } = (JSON.parse((await page.evaluate(() => localStorage.getItem("lqscan.auth"))) ?? "{}") as { wallet: { address: string } }).wallet;
  const before = await storedKeys(page);
  const sent: Request[] = [];
  page.on("request", (request) => sent.push(request));

  const phrase = await exportFromMenu(page, "Export wallet", "Export recovery phrase", "Show recovery phrase", "/public/v1/submit/export_wallet");
  expect(phrase.secret.split(" ")).toHaveLength(12);
  expect(mnemonicToAccount(phrase.secret, { path: ETHEREUM_ACCOUNT.path as `m/44'/60'/${string}` }).address).toBe(address);

  const key = await exportFromMenu(page, "Export private key", "Export private key", "Show private key", "/public/v1/submit/export_wallet_account");
  expect(key.secret).toMatch(/^0x[0-9a-f]{64}$/);
  expect(privateKeyToAccount(key.secret as `0x${string}`).address).toBe(address);

  // Straight to the provider, stamped by the session key; nothing of it through our API.
  const exports = sent.filter((request) => /\/public\/v1\/submit\/export_/.test(request.url()));
  expect(exports.map((request) => new URL(request.url()).origin)).toEqual([
    new URL(config.turnkey.apiBaseUrl).origin,
    new URL(config.turnkey.apiBaseUrl).origin,
  ]);
  for (const request of exports) expect(request.headers()["x-stamp"]).toBeTruthy();
  // The export keys were never stored: the browser keeps what it kept before (the session key, the sign-in).
  expect(await storedKeys(page)).toEqual(before);

  const secrets: Secret[] = [
    { name: "the exported phrase", value: phrase.secret },
    { name: "the exported private key", value: key.secret.slice(2) },
    ...[phrase.bundle, key.bundle].map((bundle) => ({ name: "an export bundle", value: (JSON.parse(bundle) as { data: string }).data })),
  ];
  // Whatever else the page sent to our origin meanwhile (scripts, the balance) carried none of it.
  for (const request of sent.filter((each) => each.url().startsWith(BASE_URL))) {
    const carried = `${request.url()} ${request.postData() ?? ""}`;
    if (request.url().startsWith(`${BASE_URL}/api/`)) expect(carried).not.toMatch(/export|targetPublicKey/i);
    for (const secret of secrets) expect(carried.includes(secret.value), `${secret.name} sent to our origin`).toBe(false);
  }
  // The positive control: the same secrets planted in a log of the stack are found, each of them.
  const planted = join(LOGS_DIR, "planted-export-control.log");
  writeFileSync(planted, secrets.map((secret) => `planted control: ${secret.value}`).join("\n"));
  try {
    const found = logLeaks(stackLogs(), secrets);
    expect(found.filter((finding) => finding.includes("planted control"))).toHaveLength(secrets.length);
  } finally {
    rmSync(planted);
  }
  expect(logLeaks(stackLogs(), secrets)).toEqual([]);
});
