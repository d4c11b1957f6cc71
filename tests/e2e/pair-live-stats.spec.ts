import { expect, type Page, test } from "@playwright/test";
import type { PairDetail } from "../../shared/schemas/pair-detail";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";
import { percentText, priceText, usdSizeText } from "./expected-text";

const stat = (page: Page, label: string) =>
  page.locator(".pair-header .stat", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
const tradeRow = (page: Page, hash: string) => page.locator(`.trades-table tr[data-trade-id^="${hash}-"]`);

async function info(page: Page, pair: string): Promise<PairDetail> {
  return ((await (await page.request.get(`/api/v1/indexer/info/${pair}`)).json()) as { pair: PairDetail }).pair;
}

/**
 * Every header figure as the API answers it now: what the page must show once the update reached it. The info
 * answer is fresh at the edge for 2 s, so it can trail the live page by that much: it is read again until both agree.
 */
async function expectHeaderMatchesApi(page: Page, pair: string) {
  let detail: PairDetail | undefined;
  const shown = { timeout: 2_000 };
  await expect(async () => {
    detail = await info(page, pair);
    await expect(page.getByLabel("Price")).toHaveText(priceText(detail.latestPriceUsd), shown);
    await expect(stat(page, "MCap")).toHaveText(usdSizeText(detail.latestMcapUsd), shown);
    for (const window of ["5m", "1h", "6h", "24h"] as const)
      await expect(stat(page, window)).toHaveText(percentText(detail.stats[window].priceChangePercent), shown);
    await expect(stat(page, "Vol 24h")).toHaveText(usdSizeText(detail.stats["24h"].volumeUsd), shown);
    await expect(stat(page, "Txns 24h")).toHaveText(`${detail.stats["24h"].buys} / ${detail.stats["24h"].sells}`, shown);
    await expect(stat(page, "Holders")).toHaveText(String(detail.holdersCount), shown);
  }).toPass({ timeout: 30_000 });
  return detail!;
}

test.describe("a pair's figures, live", () => {
  test("every header figure follows each devnet trade without a reload, and a graduated token charts from launch with its graduation marked", async ({
    page,
  }) => {
    // Several trades and a graduation, each waited for on the chain and the page.
    test.setTimeout(180_000);
    const market = await devnetMarket();
    const [buyer, seller] = [await fundedAccount(), await fundedAccount()];
    const token = (await market.createToken(await fundedAccount(), "HDRL")).toLowerCase() as `0x${string}`;
    const first = await market.buy(seller, token, "5");
    await indexedTrades(token, 1);
    const infoReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/indexer/info/")) infoReads.push(request.url());
    });

    await page.goto(`/chart/${token}`);
    await expect(page.getByRole("status", { name: "Live feed" })).toHaveText("Live");
    await expect(tradeRow(page, first)).toBeVisible();
    await expectHeaderMatchesApi(page, token);
    const readsBefore = infoReads.length;

    // A new holder buys, then the first sells: holders, counts, volume, changes, price and market cap all move.
    const buy = await market.buy(buyer, token, "40");
    await expect(tradeRow(page, buy)).toBeVisible();
    const afterBuy = await expectHeaderMatchesApi(page, token);
    expect(afterBuy.holdersCount).toBe(2);
    expect(afterBuy.stats["24h"].buys).toBe(2);
    const sell = await market.sell(seller, token, 1);
    await expect(tradeRow(page, sell)).toBeVisible();
    const afterSell = await expectHeaderMatchesApi(page, token);
    expect(afterSell.holdersCount).toBe(1);
    expect(afterSell.stats["24h"].sells).toBe(1);
    // The page moved with the feed, not by asking again (its 15 s poll aside).
    expect(infoReads.length - readsBefore).toBeLessThanOrEqual(1);

    // Sold out by a trader, graduated by the devnet's keeper: one market cap, one chart from launch with the mark.
    await market.bond(token);
    let v2Pair: string | null = null;
    await expect.poll(async () => (v2Pair = (await info(page, token)).pairCreated)).not.toBeNull();
    await expect.poll(async () => (await page.request.get(`/api/v1/indexer/info/${v2Pair}`)).status()).toBe(200);
    const launch = (await info(page, token)).creationTimestamp!;
    await page.goto(`/chart/${v2Pair}`);
    const chart = page.getByTestId("price-chart");
    await expect(chart).toHaveAttribute("data-painted", "true");
    // The page opens on 15m candles: the first is the launch's, the marked one the graduation's.
    await expect(chart).toHaveAttribute("data-first-time", String(Math.floor(launch / 900) * 900));
    const graduated = (await info(page, token)).bondedAt!;
    await expect(chart).toHaveAttribute("data-graduation-time", String(Math.floor(graduated / 900) * 900));
    // Before the pair's first swap too: priced by the reserves the bonding put in it, the same on both pages.
    const pairPage = await info(page, v2Pair!);
    expect(pairPage.latestMcapUsd).toBeGreaterThan(0);
    expect((await info(page, token)).latestMcapUsd).toBe(pairPage.latestMcapUsd);
    await expect(stat(page, "MCap")).toHaveText(usdSizeText(pairPage.latestMcapUsd));
  });
});
