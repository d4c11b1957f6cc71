// Saves screenshots of the discovery home with a watchlist and an alert, and the pair page's alert form, at desktop
// and phone widths into .state/screenshots/ (or SHOTS_DIR). It makes its own launches on the devnet:
// BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx scripts/screenshots/watchlist.ts
import { join } from "node:path";
import { BASE_URL } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount, indexedTrades } from "../../tests/e2e/devnet-market";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

const market = await devnetMarket();
const trader = await fundedAccount();
const tokens = [await market.createToken(trader, "STARA"), await market.createToken(trader, "STARB")];
for (const token of tokens) await market.buy(trader, token, "3");
await indexedTrades(tokens[1]!, 1);

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  const saved: string[] = [];
  const shot = async (name: string, fullPage: boolean) => {
    await page.waitForTimeout(500);
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage });
    saved.push(file);
  };
  for (const [i, token] of tokens.entries()) {
    await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
    await page.getByRole("button", { name: `Star STAR${"AB"[i]}` }).click();
  }
  await page.getByRole("button", { name: "Alert", exact: true }).click();
  const form = page.getByRole("form", { name: "Alert on STARB" });
  await form.getByLabel("When").selectOption("curve-progress");
  await form.getByLabel("Threshold").fill("90");
  await shot("alert-form", false);
  await form.getByRole("button", { name: "Set alert" }).click();
  await page.goto(new URL("/chart", BASE_URL).href);
  await page.getByRole("table", { name: "Watchlist" }).getByRole("link", { name: /STARA/ }).waitFor();
  await page.getByRole("heading", { name: "Watchlist" }).scrollIntoViewIfNeeded();
  await shot("discovery-watchlist", false);
  await page.close();
  return saved;
});
