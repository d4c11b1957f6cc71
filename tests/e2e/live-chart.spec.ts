import { expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import { TERMINAL_PATH } from "./app-routes";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";
import { priceText, progressText, usdSizeText } from "./expected-text";

/** A launch's supply and the part of it its curve sells (the spec's 1B and 649.3M), in the token's 6-decimal units. */
const TOTAL_SUPPLY = 1_000_000_000_000_000n;
const TOKENS_FOR_SALE = 649_300_000_000_000n;

const chart = (page: Page) => page.getByTestId("price-chart");
const tradeRow = (page: Page, hash: string) => page.locator(`.trades-table tr[data-trade-id^="${hash}-"]`);

/** A freshly launched devnet token with one buy, indexed: the pair a test opens. */
async function launchedPair(symbol: string) {
  const market = await devnetMarket();
  const trader = await fundedAccount();
  const token = await market.createToken(await fundedAccount(), symbol);
  const firstBuy = await market.buy(trader, token, "1");
  await indexedTrades(token, 1);
  return { market, trader, token, firstBuy };
}

test.describe("live chart page", () => {
  test("draws a devnet pair, and a new devnet trade moves the chart and tops the trades live, without refetching", async ({ page }) => {
    const { market, trader, token, firstBuy } = await launchedPair("LIVE");
    const chartReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/indexer/chart/")) chartReads.push(request.url());
    });

    await page.goto(`/chart/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("LIVE / WHYPE");
    await expect(chart(page)).toHaveAttribute("data-painted", "true");
    await expect(page.getByRole("status", { name: "Live feed" })).toHaveText("Live");
    await expect(tradeRow(page, firstBuy)).toBeVisible();
    const closeBefore = Number(await chart(page).getAttribute("data-last-close"));

    const buy = await market.buy(trader, token, "50");
    await expect(tradeRow(page, buy)).toBeVisible();
    await expect(chart(page)).not.toHaveAttribute("data-last-close", String(closeBefore));

    // The chart's last close is the new trade's price, and the header and the tab title show it too.
    const trades = (await (await page.request.get(`/api/v1/indexer/activity/${token}?isBuy=true&limit=1`)).json()) as {
      activity: { transactionHash: string; priceUsd: string }[];
    };
    expect(trades.activity[0]?.transactionHash).toBe(buy);
    const price = Number(trades.activity[0]?.priceUsd);
    expect(Number(await chart(page).getAttribute("data-last-close"))).toBeCloseTo(price, 12);
    expect(price).toBeGreaterThan(closeBefore);
    await expect(page.getByLabel("Price")).toHaveText(priceText(price));
    await expect(page).toHaveTitle(`LIVE ${priceText(price)} · LQScan`);
    // The bonding curve moved with the buy: the share of its tokens sold, as the launchpad tells it, in percent to
    // four decimals, rounded down.
    const sold = TOTAL_SUPPLY - (await market.curveTokens(token));
    const progress = Number((sold * 1_000_000n) / TOKENS_FOR_SALE) / 10_000;
    await expect(page.locator(".pair-header").getByRole("progressbar", { name: "Bonding curve progress" })).toHaveAttribute("aria-valuenow", String(progress));
    await expect(page.locator(".pair-header .stat", { hasText: "Curve" })).toHaveText(`Curve${progressText(progress)}`);
    await expect(page.locator(".trades-table tbody tr").first()).toHaveAttribute("data-trade-id", new RegExp(`^${buy}-`));
    expect(chartReads).toHaveLength(1);
    // Leaving the pair gives the tab the app's own title back.
    await page.getByRole("link", { name: "Charts" }).first().click();
    await expect(page).toHaveTitle("LQScan");
  });

  test("a dropped feed reconnects by itself, and trades keep arriving", async ({ page }) => {
    const { market, trader, token } = await launchedPair("RCN");
    const connections: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws\/pairs\//, (socket) => {
      socket.connectToServer();
      connections.push(socket);
    });
    await page.goto(`/chart/${token}`);
    const feed = page.getByRole("status", { name: "Live feed" });
    await expect(feed).toHaveText("Live");

    await connections[0]?.close({ code: 1012, reason: "service restart" });
    await expect.poll(() => connections.length).toBe(2);
    await expect(feed).toHaveText("Live");
    const buy = await market.buy(trader, token, "5");
    await expect(tradeRow(page, buy)).toBeVisible();
  });

  test("switching timeframe and candle type redraws the chart from the API", async ({ page }) => {
    const { token } = await launchedPair("TFS");
    await page.goto(`/chart/${token}`);
    await expect(chart(page)).toHaveAttribute("data-painted", "true");
    const timeframe = page.getByRole("group", { name: "Timeframe" });
    await expect(timeframe.getByRole("button", { name: "15m" })).toHaveAttribute("aria-pressed", "true");

    const read = page.waitForRequest((request) => request.url().includes(`/chart/${token}?timeframe=1s&candleType=mcap`));
    await timeframe.getByRole("button", { name: "1s" }).click();
    await page.getByRole("group", { name: "Candle type" }).getByRole("button", { name: "MCap" }).click();
    await read;
    await expect(timeframe.getByRole("button", { name: "1s" })).toHaveAttribute("aria-pressed", "true");
    // One launchpad token is 1e9 units: its market cap is a billion times its price.
    const body = (await (await page.request.get(`/api/v1/indexer/chart/${token}?timeframe=1s&candleType=mcap`)).json()) as {
      candles: { close: number }[];
    };
    await expect(chart(page)).toHaveAttribute("data-last-close", String(body.candles.at(-1)?.close));
  });

  test("buys-only and sells-only filters, and a trader's link shows only that trader", async ({ page }) => {
    const { market, trader, token, firstBuy } = await launchedPair("FLT");
    const other = await fundedAccount();
    const otherBuy = await market.buy(other, token, "2");
    const sell = await market.sell(trader, token, 0.5);
    await indexedTrades(token, 3);

    await page.goto(`/chart/${token}`);
    const rows = page.locator(".trades-table tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(tradeRow(page, sell).locator(".side")).toHaveText("Sell");
    await expect(tradeRow(page, sell)).toHaveClass("trade-sell");
    await expect(tradeRow(page, firstBuy)).toHaveClass("trade-buy");

    const side = page.getByRole("group", { name: "Trade side" });
    await side.getByRole("button", { name: "Sells" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.locator(".side")).toHaveText(["Sell"]);
    await side.getByRole("button", { name: "Buys" }).click();
    await expect(rows.locator(".side")).toHaveText(["Buy", "Buy"]);

    await side.getByRole("button", { name: "All" }).click();
    await tradeRow(page, otherBuy).getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`trader=${other}`));
    await expect(rows).toHaveCount(1);
    await expect(tradeRow(page, otherBuy)).toBeVisible();
    await page.getByRole("link", { name: "Show every trader" }).click();
    await expect(rows).toHaveCount(3);
  });

  test("reactions toggle for this browser's session and stay after a reload", async ({ page }) => {
    const { token } = await launchedPair("RCT");
    await page.goto(`/chart/${token}`);
    const rocket = page.getByRole("group", { name: "Reactions" }).getByRole("button", { name: "rocket" });
    await expect(rocket).toHaveAttribute("aria-pressed", "false");
    await expect(rocket).toHaveText(/0$/);
    await rocket.click();
    await expect(rocket).toHaveAttribute("aria-pressed", "true");
    await expect(rocket).toHaveText(/1$/);

    await page.reload();
    await expect(rocket).toHaveAttribute("aria-pressed", "true");
    await expect(rocket).toHaveText(/1$/);
    await rocket.click();
    await expect(rocket).toHaveAttribute("aria-pressed", "false");
    await expect(rocket).toHaveText(/0$/);
  });

  test("the header and token info show the pair's numbers and creator", async ({ page }) => {
    const { token } = await launchedPair("HDR");
    const info = (await (await page.request.get(`/api/v1/indexer/info/${token}`)).json()) as {
      pair: { latestPriceUsd: number; latestMcapUsd: number; creatorAddress: string; holdersCount: number };
    };
    await page.goto(`/chart/${token}`);
    await expect(page.getByLabel("Price")).toHaveText(priceText(info.pair.latestPriceUsd));
    const stats = page.locator(".pair-stats");
    await expect(stats.locator(".stat", { hasText: "MCap" }).locator("dd")).toHaveText(usdSizeText(info.pair.latestMcapUsd));
    await expect(stats.locator(".stat", { hasText: "Holders" }).locator("dd")).toHaveText(String(info.pair.holdersCount));
    const tokenInfo = page.getByRole("region", { name: "Token info" });
    await expect(tokenInfo).toContainText("About HDR");
    await expect(tokenInfo.getByTitle(info.pair.creatorAddress)).toBeVisible();
  });
});

test.describe("live chart iframe", () => {
  test("draws the pair and follows its trades live", async ({ page }) => {
    const { market, trader, token } = await launchedPair("EMB");
    await page.goto(`/iframe/${token}?timeframe=1s`);
    await expect(page.locator("html")).toHaveAttribute("data-painted");
    await expect(page.locator("html")).toHaveAttribute("data-feed", "live");
    await expect(page.getByRole("status")).toBeHidden();
    const container = page.locator(".embed-chart");
    const timeBefore = Number(await container.getAttribute("data-last-time"));

    const buy = await market.buy(trader, token, "30");
    await expect.poll(async () => Number(await container.getAttribute("data-last-time"))).toBeGreaterThan(timeBefore);
    const trades = (await (await page.request.get(`/api/v1/indexer/activity/${token}?isBuy=true&limit=1`)).json()) as {
      activity: { transactionHash: string; priceUsd: string; blockTimestamp: number }[];
    };
    expect(trades.activity[0]?.transactionHash).toBe(buy);
    await expect(container).toHaveAttribute("data-last-time", String(trades.activity[0]?.blockTimestamp));
    expect(Number(await container.getAttribute("data-last-close"))).toBeCloseTo(Number(trades.activity[0]?.priceUsd), 12);
  });
});

test.describe("trading terminal", () => {
  test("shows the pair's chart, trades and the trade panel (signed out, it offers sign-in)", async ({ page }) => {
    const { token, firstBuy } = await launchedPair("TRM");
    await page.goto(`${TERMINAL_PATH}/trade?pair=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trading Terminal");
    await expect(page.getByRole("heading", { level: 2, name: "TRM / WHYPE" })).toBeVisible();
    await expect(chart(page)).toHaveAttribute("data-painted", "true");
    await expect(tradeRow(page, firstBuy)).toBeVisible();
    const panel = page.getByRole("region", { name: "Trade", exact: true });
    await expect(panel).toContainText("Sign in to buy and sell TRM from your own wallet.");
    await expect(panel.getByRole("button", { name: "Sign in to trade" })).toBeVisible();
  });
});

test.describe("token search", () => {
  test("finds a launched token by its address and opens its chart; a failed search says so", async ({ page }) => {
    const { token } = await launchedPair("SRCH");
    await page.goto("/chart");
    await page.getByRole("banner").getByRole("combobox", { name: "Search tokens" }).fill(token);
    const results = page.getByRole("grid", { name: "Search results" }).getByRole("row");
    await expect(results).toHaveCount(1);
    // The symbol, then the market that tells look-alikes apart.
    await expect(results.locator(".search-result-symbol")).toHaveText("SRCH Curve");
    await expect(results).toContainText(`${token.slice(0, 6)}…${token.slice(-4)}`);
    // ArrowRight at the end of the text reaches the copy button; Enter copies and says so.
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search tokens" });
    await box.press("ArrowRight");
    await box.press("Enter");
    await expect(results.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await box.press("ArrowLeft");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/chart/${token}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SRCH / WHYPE");

    await page.route("**/api/v1/indexer/search?*", (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }));
    await page.getByRole("banner").getByRole("combobox", { name: "Search tokens" }).fill("SRCH");
    await expect(page.getByRole("alert")).toHaveText("Search failed. Please try again.");
  });

  test("two launches of one ticker read apart: each result shows its market and its own address, and copies that one", async ({ page }) => {
    const symbol = `TWN${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const twins = [(await launchedPair(symbol)).token, (await launchedPair(symbol)).token];
    await page.goto("/chart");
    await page.getByRole("banner").getByRole("combobox", { name: "Search tokens" }).fill(symbol);
    const results = page.getByRole("grid", { name: "Search results" }).getByRole("row");
    await expect(results).toHaveCount(2);
    for (const token of twins) {
      const row = results.filter({ hasText: `${token.slice(0, 6)}…${token.slice(-4)}` });
      await expect(row).toHaveCount(1);
      await expect(row.locator(".search-result-symbol")).toHaveText(`${symbol} Curve`);
      await row.getByRole("button", { name: `Copy ${symbol} market address` }).click();
      await expect(row.getByRole("status")).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    }
  });
});
