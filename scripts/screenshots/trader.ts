// Saves the trader page (/trader/{address}) at desktop and phone widths, for a wallet that bought and sold a launch on
// three days in a row (the devnet's clock moved a day between them), so its daily-PnL chart has three bars.
// Run against npm start (it moves that devnet's clock two days on):
//   BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 SHOTS_DIR=/tmp/shots npx tsx scripts/screenshots/trader.ts
import { join } from "node:path";
import { BASE_URL, DEVNET_RPC_URL } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount, indexedTrades } from "../../tests/e2e/devnet-market";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

const DAYS = 3;
const market = await devnetMarket();
const [trader, other] = [await fundedAccount(), await fundedAccount()];
const token = await market.createToken(other, "DAYS");
for (let day = 0; day < DAYS; day++) {
  await market.buy(trader, token, "2");
  await market.buy(other, token, String(day + 1));
  await market.sell(trader, token, 0.5);
  if (day < DAYS - 1) {
    await fetch(DEVNET_RPC_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_increaseTime", params: [86_400] }),
    });
  }
}
await indexedTrades(token, DAYS * 3);

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  await page.goto(new URL(`/trader/${trader}`, BASE_URL).href);
  await page.getByRole("img", { name: new RegExp(`^Realized PnL over ${DAYS} days`) }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const file = join(OUTPUT_DIR, `trader-${viewport.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  return [file];
});
