import { expect, type Page, test } from "@playwright/test";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";
import { priceText, usdSizeText } from "./expected-text";

/**
 * Trades of the readout's own launch, one block apart: about a 1s candle each. Under load two may share a second (22
 * trades once made 20 candles), so a few more than MA 20 needs.
 */
const TRADES = 25;
/** Candles MA 20 needs for a value at the last one. */
const MA_CANDLES = 20;

type Candle = { time: number; open: number; high: number; low: number; close: number; volume: number };

const chart = (page: Page) => page.getByTestId("price-chart");
const readout = (page: Page) => page.getByLabel("Candle readout");
/** A readout figure by its name ("C", "Vol", "MA 20"): the bold value after it. */
const figure = (page: Page, name: string) =>
  readout(page)
    .locator(".chart-legend-item", { has: page.locator(`span:text-is("${name}")`) })
    .locator("b");

/** The pair's 1s USD candles from the chart API. */
async function candlesOf(page: Page, pair: string): Promise<Candle[]> {
  const response = await page.request.get(`/api/v1/indexer/chart/${pair}?timeframe=1s&candleType=usd&limit=1000`);
  return ((await response.json()) as { candles: Candle[] }).candles;
}

// Wilder's RSI, written out here rather than taken from the app's library.
function wilderRsi(closes: number[], period: number): number {
  const changes = closes.slice(1).map((close, i) => close - closes[i]!);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  let gain = mean(changes.slice(0, period).map((c) => Math.max(c, 0)));
  let loss = mean(changes.slice(0, period).map((c) => Math.max(-c, 0)));
  for (const change of changes.slice(period)) {
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
  }
  return loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
}

test.describe("chart readout and indicators", () => {
  test("reads the last candle and the hovered one, with MA 20 and RSI 14 as the candles give them", async ({ page }) => {
    test.setTimeout(180_000);
    const market = await devnetMarket();
    const trader = await fundedAccount();
    const token = await market.createToken(await fundedAccount(), "RDT");
    // Two buys then a sell, over and over: the price goes both ways, so RSI is neither 0 nor 100.
    for (let i = 0; i < TRADES; i++) await (i % 3 === 2 ? market.sell(trader, token, 0.3) : market.buy(trader, token, "1"));
    await indexedTrades(token, TRADES);
    const candles = await candlesOf(page, token);
    expect(candles.length, "enough 1s candles for MA 20").toBeGreaterThanOrEqual(MA_CANDLES);

    await page.goto(`/chart/${token}`);
    await expect(chart(page)).toHaveAttribute("data-painted", "true");
    const loaded = page.waitForResponse((response) => response.url().includes(`/chart/${token}?timeframe=1s&candleType=usd`));
    await page.getByRole("group", { name: "Timeframe" }).getByRole("button", { name: "1s", exact: true }).click();
    await loaded;
    await expect(chart(page)).toHaveAttribute("data-candle-count", String(candles.length));
    const indicators = page.getByRole("group", { name: "Indicators" });
    await indicators.getByRole("button", { name: "MA 20", exact: true }).click();
    await indicators.getByRole("button", { name: "RSI 14" }).click();
    await expect(indicators.getByRole("button", { name: "MA 20", exact: true })).toHaveAttribute("aria-pressed", "true");

    // Off the chart, the readout is the last candle's, with the indicators' values there.
    const last = candles.at(-1)!;
    await expect(readout(page)).toHaveAttribute("data-time", String(last.time));
    await expect(figure(page, "O")).toHaveText(priceText(last.open));
    await expect(figure(page, "H")).toHaveText(priceText(last.high));
    await expect(figure(page, "L")).toHaveText(priceText(last.low));
    await expect(figure(page, "C")).toHaveText(priceText(last.close));
    await expect(figure(page, "Vol")).toHaveText(usdSizeText(last.volume));
    const closes = candles.map((candle) => candle.close);
    await expect(figure(page, "MA 20")).toHaveText(priceText(closes.slice(-20).reduce((a, b) => a + b, 0) / 20));
    await expect(figure(page, "RSI 14")).toHaveText(wilderRsi(closes, 14).toFixed(2));

    // Under the pointer, the readout follows the candle there.
    // A young pair's bars may not fill the width: the pointer moves leftwards until it is over an earlier bar.
    const box = (await chart(page).boundingBox())!;
    for (let x = 0.8; x > 0.1; x -= 0.1) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.3);
      // The chart answers a move on its next frame.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const time = await readout(page).getAttribute("data-time");
      if (time !== String(last.time) && candles.some((candle) => String(candle.time) === time)) break;
    }
    await expect(readout(page)).not.toHaveAttribute("data-time", String(last.time));
    const hoveredTime = Number(await readout(page).getAttribute("data-time"));
    const hovered = candles.find((candle) => candle.time === hoveredTime)!;
    await expect(figure(page, "C")).toHaveText(priceText(hovered.close));
    await expect(figure(page, "H")).toHaveText(priceText(hovered.high));
    await expect(figure(page, "Vol")).toHaveText(usdSizeText(hovered.volume));

    // An indicator switched off leaves the readout; Log switches the scale.
    await indicators.getByRole("button", { name: "MA 20", exact: true }).click();
    await expect(figure(page, "MA 20")).toHaveCount(0);
    await expect(figure(page, "RSI 14")).toHaveCount(1);
    await indicators.getByRole("button", { name: "Log" }).click();
    await expect(indicators.getByRole("button", { name: "Log" })).toHaveAttribute("aria-pressed", "true");
  });

  test("names the ratio candle types by the pair's symbols", async ({ page }) => {
    const market = await devnetMarket();
    const token = await market.createToken(await fundedAccount(), "RTO");
    await market.buy(await fundedAccount(), token, "1");
    await indexedTrades(token, 1);
    const info = (await (await page.request.get(`/api/v1/indexer/info/${token}`)).json()) as { pair: { token0Symbol: string; token1Symbol: string } };
    await page.goto(`/chart/${token}`);
    const types = page.getByRole("group", { name: "Candle type" });
    const { token0Symbol, token1Symbol } = info.pair;
    await expect(types.getByRole("button")).toHaveText([`${token0Symbol} in ${token1Symbol}`, `${token1Symbol} in ${token0Symbol}`, "USD", "MCap"]);
    const read = page.waitForRequest((request) => request.url().includes(`/chart/${token}?timeframe=15m&candleType=10`));
    await types.getByRole("button", { name: `${token1Symbol} in ${token0Symbol}` }).click();
    await read;
  });

  test("marks the chosen trader's trades and, when asked, the creator's, moving with new trades", async ({ page }) => {
    const market = await devnetMarket();
    const creator = await fundedAccount();
    const trader = await fundedAccount();
    const token = await market.createToken(creator, "MRK");
    await market.buy(creator, token, "1");
    await market.buy(trader, token, "1");
    await market.buy(trader, token, "2");
    await indexedTrades(token, 3);
    const swapsOf = async (wallet: string) => {
      const body = (await (await page.request.get(`/api/v1/indexer/activity/${token}/trader/${wallet}`)).json()) as { activity: { kind: string }[] };
      return body.activity.filter((item) => item.kind === "swap").length;
    };
    const [creatorSwaps, traderSwaps] = [await swapsOf(creator), await swapsOf(trader)];
    expect(traderSwaps).toBe(2);

    await page.goto(`/chart/${token}?trader=${trader}`);
    await expect(chart(page)).toHaveAttribute("data-painted", "true");
    const marks = page.getByRole("group", { name: "Trade marks" });
    await expect(marks).toContainText(`Trader ${trader.slice(0, 6)}`);
    await expect(chart(page)).toHaveAttribute("data-marked-trades", String(traderSwaps));

    await marks.getByRole("button", { name: "Creator" }).click();
    await expect(chart(page)).toHaveAttribute("data-marked-trades", String(traderSwaps + creatorSwaps));
    await market.buy(trader, token, "1");
    await expect(chart(page)).toHaveAttribute("data-marked-trades", String(traderSwaps + creatorSwaps + 1));
    // Signed out there is no wallet of one's own to mark.
    await expect(marks.getByRole("button", { name: "My trades" })).toHaveCount(0);
  });
});
