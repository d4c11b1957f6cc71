// Saves screenshots of the whitelist checker at desktop and phone widths into .state/screenshots/ (or SHOTS_DIR): a
// listed wallet of the devnet's allowlist mint (found: its proof and simulated mint) and a wallet on no list (not found).
// Run against a served app: BASE_URL=http://127.0.0.1:4173 npx tsx scripts/screenshots/whitelist.ts
import { join } from "node:path";
import { PASS_LIST, UNLISTED_WALLET } from "../../devnet/whitelist/lists";
import { BASE_URL } from "../../tests/e2e/chromium";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  const saved: string[] = [];
  const check = async (wallet: string, answer: string, name: string) => {
    await page.getByLabel("Wallet address").fill(wallet);
    await page.getByRole("button", { name: "Check" }).click();
    await page.getByRole("heading", { name: answer }).waitFor();
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  };
  await page.goto(new URL("/whitelist-checker", BASE_URL).href);
  await page.getByRole("heading", { name: "Pick a campaign or paste a contract, then an address" }).waitFor();
  await check(PASS_LIST[9]!, "Listed: can claim", "whitelist-found");
  await check(UNLISTED_WALLET, "Not listed", "whitelist-not-found");
  await page.close();
  return saved;
});
