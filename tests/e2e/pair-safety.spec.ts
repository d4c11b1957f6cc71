import { expect, test } from "@playwright/test";
import { shortAddress } from "../../frontend/format/addresses";
import { tokenSafetyResponseSchema } from "../../shared/schemas/token-safety";
import { formatShare } from "../../shared/shares";
import { devnetMarket, fundedAccount, indexedTrades, mineBlock, whileBlocksPaused } from "./devnet-market";

// A launch this spec makes (a sniper in the block after its creation, a trader who buys and sells): its row's safety
// badges open the wallets behind them and the sniffer's report, its pair page shows the safety and pool panels and a
// top-traders tab whose trader opens the trader page with its daily PnL.

const shareText = (share: number) => formatShare(share * 100);

test("a launch's safety badges, its pair page's pool and top traders, and a trader's page", async ({ page, request }) => {
  // A launch, three trades, their indexing and three pages: longer than one page's default under a loaded devnet.
  test.setTimeout(180_000);
  const market = await devnetMarket();
  const [creator, sniper, trader] = await Promise.all([fundedAccount(), fundedAccount(), fundedAccount()]);
  const symbol = `SAF${Date.now() % 100_000}`;
  const token = await market.createToken(creator, symbol);
  await whileBlocksPaused(async () => {
    await market.sendBuy(sniper, token, "12");
    await mineBlock();
  });
  await market.buy(trader, token, "30");
  await market.sell(trader, token, 0.5);
  await indexedTrades(token, 3);
  const safety = tokenSafetyResponseSchema.parse(await (await request.get(`/api/v1/indexer/token-safety/${token}`)).json());
  // The trader may land within the sniper window too under the devnet's 1 s blocks: the sniper certainly does.
  expect(safety.wallets.snipers.map((wallet) => wallet.address)).toContain(sniper.toLowerCase());

  await page.goto("/recent");
  const card = page.getByRole("article", { name: `${symbol} Token (${symbol})` });
  const badges = card.getByRole("group", { name: "Safety and distribution" });
  // The list's first load reads every row's figures: slow on a loaded devnet, so it gets a minute.
  await expect(badges).toContainText(`Snipers ${shareText(safety.safety.sniperShare)}`, { timeout: 60_000 });
  await expect(badges).toContainText(`Dev ${shareText(safety.safety.creatorShare)}`);
  await badges.getByText("Snipers", { exact: false }).click();
  await expect(badges.getByRole("list", { name: "Snipers wallets" }).getByRole("link", { name: shortAddress(sniper) })).toHaveAttribute(
    "href",
    `/trader/${sniper}`,
  );
  await expect(badges.getByRole("link", { name: "Sniffer: Not checked" })).toHaveAttribute("href", `/token-sniffer/${token}`);

  await page.goto(`/chart/${token}`);
  const panel = page.getByRole("region", { name: "Safety and distribution" });
  await expect(panel).toContainText(`Top 10 ${shareText(safety.top10Share)}`, { timeout: 60_000 });
  const pool = page.getByRole("region", { name: "Pool" });
  await expect(pool).toContainText(`Pooled ${symbol}`);
  await expect(pool).toContainText("FDV");
  await expect(pool).toContainText("Launched");
  await page.getByRole("tab", { name: "Top traders" }).click();
  const traderLink = page.getByRole("link", { name: shortAddress(trader) });
  await traderLink.click();
  await expect(page).toHaveURL(new RegExp(`/trader/${trader}$`, "i"));
  await expect(page.getByRole("heading", { level: 2, name: "Daily PnL" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Realized PnL over 1 day: / })).toBeVisible();
  await expect(page.getByRole("region", { name: "Trader summary" })).toContainText("1 buys / 1 sells");
});
