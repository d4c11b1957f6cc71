import { expect, type Page, test } from "@playwright/test";
import { apiErrorSchema } from "../../shared/schemas/api-error";
import { lqscanResponseSchema, pairListQuerySchema, pairListResponseSchema, tokenListResponseSchema } from "../../shared/schemas/markets";
import { CONFIDENCE_FILTERS } from "../../shared/scoring";
import { BASE_URL } from "./chromium";
import { devnetMarket, fundedAccount, indexedLaunch, indexedTrades } from "./devnet-market";

const cards = (page: Page) => page.locator("article.token-card");
const card = (page: Page, symbol: string) => page.getByRole("article", { name: `${symbol} Token (${symbol})` });
const tableRows = (page: Page, label: string) => page.getByRole("table", { name: label }).locator("tbody tr:not(.skeleton-row)");

/**
 * The page's own next read of `path` (a prefix of path and query): what its list must show, whatever tests
 * running alongside add to the devnet meanwhile. Call it before the step that makes the page read.
 */
async function pageRead<T>(page: Page, path: string, schema: { parse: (body: unknown) => T }): Promise<T> {
  const response = await page.waitForResponse((answer) => {
    const url = new URL(answer.url());
    return `${url.pathname}${url.search}`.startsWith(path);
  });
  expect(response.status(), path).toBe(200);
  return schema.parse(await response.json());
}

/** A symbol of its own per run: tokens of earlier runs stay on the devnet. */
const uniqueSymbol = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4).toUpperCase()}`;

test.describe("recent tokens", () => {
  test("a launch appearing while the page is open is highlighted for 3 s; the tokens of the first load never are", async ({ page }) => {
    // Two launches, each indexed, and a page load: more than the default budget on a busy machine.
    test.setTimeout(60_000);
    await indexedLaunch(uniqueSymbol("OLD"));
    await page.goto("/recent");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/tokens · updated/)).toBeVisible();
    await expect(page.locator("article.token-card[data-new]")).toHaveCount(0);

    const symbol = uniqueSymbol("NEW");
    const market = await devnetMarket();
    await market.createToken(await fundedAccount(), symbol);
    // The newest list is read every 4 s and the indexer follows the chain within a block or two.
    await expect(card(page, symbol)).toHaveAttribute("data-new", "true", { timeout: 15_000 });
    await expect(card(page, symbol)).not.toHaveAttribute("data-new", /.*/, { timeout: 5_000 });
    await expect(card(page, symbol)).toBeVisible();
  });

  test("the confidence filter shows only the creators of the chosen tier, and all shows every tier", async ({ page }) => {
    test.setTimeout(120_000);
    // A launch with real volume, then the creator scores are computed (the five-minute cron, run now).
    const symbol = uniqueSymbol("FLT");
    const market = await devnetMarket();
    const token = await market.createToken(await fundedAccount(), symbol);
    await market.buy(await fundedAccount(), token, "150");
    await indexedTrades(token, 1);
    expect((await fetch(new URL("/__scheduled?cron=*/5+*+*+*+*", BASE_URL))).status).toBe(200);

    // The leaderboard that carries the creators' scores is fresh at the edge for 10 s: a page opened within that of
    // the cron can still read the creator unscored, so the page is reopened until its tier shows.
    let tier: string | null = null;
    await expect(async () => {
      await page.goto("/recent");
      await expect(card(page, symbol)).toBeVisible({ timeout: 15_000 });
      tier = await card(page, symbol).getAttribute("data-tier");
      expect(CONFIDENCE_FILTERS).toContain(tier);
    }).toPass({ timeout: 60_000 });
    const filters = page.getByRole("group", { name: "Creator confidence" });
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    // The list is live: tiers are read in one snapshot per filter.
    const shownTiers = () => cards(page).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-tier")));
    for (const filter of ["legendary", "high", "medium", "low"] as const) {
      await filters.getByRole("button", { name: filter, exact: false }).click();
      await expect(filters.getByRole("button", { name: filter, exact: false })).toHaveAttribute("aria-pressed", "true");
      await expect(card(page, symbol)).toHaveCount(filter === tier ? 1 : 0);
      const tiers = await shownTiers();
      expect(tiers.every((shown) => shown === filter)).toBe(true);
      if (tiers.length === 0) await expect(page.locator(".list-empty")).toHaveText(`No ${filter} confidence tokens right now`);
    }

    await filters.getByRole("button", { name: "All" }).click();
    await expect(card(page, symbol)).toBeVisible();
    const all = await shownTiers();
    expect(new Set(all)).toContain(tier);
    for (const shown of all) expect([...CONFIDENCE_FILTERS.slice(1), "unscored"]).toContain(shown);
  });
});

test.describe("entering the recent or leaderboard area", () => {
  test("fetches the top creators, newest and older tokens again, though they are cached for an hour", async ({ page }) => {
    const reads: string[] = [];
    page.on("request", (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith("/api/")) reads.push(`${pathname}${search}`);
    });
    const creatorReads = () => reads.filter((path) => path === "/api/v1/leaderboard?limit=100&offset=0").length;
    await page.goto("/recent");
    await expect(cards(page).first()).toBeVisible();
    expect(creatorReads()).toBe(1);

    await page.getByRole("button", { name: "Hyperswap" }).click();
    await page.getByRole("link", { name: "New Pairs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New Pairs" })).toBeVisible();
    const before = reads.length;
    await page.getByRole("button", { name: "LiquidLaunch" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Recent Tokens" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();
    // Read again on entry; the invalidation and the page's mount can race into a second read, never none.
    await expect.poll(creatorReads).toBeGreaterThanOrEqual(2);
    await expect.poll(() => reads.slice(before)).toEqual(expect.arrayContaining(["/api/newest-tokens", "/api/older-recent-tokens?limit=20&offset=4"]));
  });
});

test.describe("list screens on devnet data", () => {
  // Whatever ran before, the devnet has a traded launch: a creator to score and a token for $LQSCAN.
  test.beforeAll(async () => {
    const token = await indexedLaunch(uniqueSymbol("LST"));
    await (await devnetMarket()).buy(await fundedAccount(), token, "5");
    await indexedTrades(token, 1);
  });

  test("new pairs list the devnet's HyperSwap V2 pairs, newest first, with their liquidity", async ({ page }) => {
    const read = pageRead(page, "/api/v1/indexer/pairs?protocol=hyperswap-v2&sort=newest&order=desc", pairListResponseSchema);
    await page.goto("/hyperswap-pairs");
    const expected = await read;
    expect(expected.pairs.length).toBeGreaterThan(0);
    const rows = tableRows(page, "New pairs");
    await expect(rows).toHaveCount(expected.pairs.length);
    await expect(page.getByRole("columnheader", { name: "Age" })).toHaveAttribute("aria-sort", "descending");
    const first = expected.pairs[0]!;
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", `/chart/${first.pairAddress}`);
    await expect(rows.first()).toContainText(/\$\d/);
  });

  test("pools show their fee tier and TVL, largest first, and sort the other way on a second click", async ({ page }) => {
    const read = pageRead(page, "/api/v1/indexer/pairs?protocol=hyperswap-v3&sort=liquidity&order=desc", pairListResponseSchema);
    await page.goto("/hyperswap-pools");
    const expected = await read;
    expect(expected.pairs.length).toBeGreaterThan(0);
    const rows = tableRows(page, "Pools");
    await expect(rows).toHaveCount(expected.pairs.length);
    const fees = expected.pairs.map((pool) => `${(pool.feeTier / 10_000).toFixed(2)}%`);
    for (const [index, fee] of fees.entries()) await expect(rows.nth(index)).toContainText(fee);
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", `/chart/${expected.pairs[0]!.pairAddress}`);
    const readAscending = pageRead(page, "/api/v1/indexer/pairs?protocol=hyperswap-v3&sort=liquidity&order=asc", pairListResponseSchema);
    await page.getByRole("button", { name: "TVL" }).click();
    const ascending = await readAscending;
    await expect(page.getByRole("columnheader", { name: "TVL" })).toHaveAttribute("aria-sort", "ascending");
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", `/chart/${ascending.pairs[0]!.pairAddress}`);
  });

  test("every pair, pool and token row names its market and copies its address from the keyboard", async ({ page }) => {
    const readPools = pageRead(page, "/api/v1/indexer/pairs?protocol=hyperswap-v3&sort=liquidity&order=desc", pairListResponseSchema);
    await page.goto("/hyperswap-pools");
    const pools = await readPools;
    const pool = pools.pairs[0]!;
    const row = tableRows(page, "Pools").first();
    await expect(row).toContainText(`V3 ${(pool.feeTier / 10_000).toFixed(2)}%`);
    await expect(row).toContainText(`${pool.pairAddress.slice(0, 6)}…${pool.pairAddress.slice(-4)}`);
    await row.getByRole("button", { name: /^Copy .* address$/ }).press("Enter");
    await expect(row.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pool.pairAddress);

    const readPairs = pageRead(page, "/api/v1/indexer/pairs?protocol=hyperswap-v2&sort=newest&order=desc", pairListResponseSchema);
    await page.goto("/hyperswap-pairs");
    const pairs = await readPairs;
    await expect(tableRows(page, "New pairs").first()).toContainText(`V2${pairs.pairs[0]!.pairAddress.slice(0, 6)}…`);

    // A fresh launch: newest first, its row opens its curve and copies the token's address.
    const symbol = uniqueSymbol("CPY");
    const launch = await indexedLaunch(symbol);
    await page.goto("/sphere-tokens");
    await page.getByRole("button", { name: "Age" }).click();
    const launchRow = tableRows(page, "Tokens").filter({ hasText: symbol });
    await expect(launchRow).toContainText(`Curve${launch.slice(0, 6)}…${launch.slice(-4)}`);
    await launchRow.getByRole("button", { name: `Copy ${symbol} token address` }).click();
    await expect(launchRow.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(launch);
  });

  test("all tokens sort by 24h volume when its header is chosen", async ({ page }) => {
    await page.goto("/sphere-tokens");
    const rows = tableRows(page, "Tokens");
    await expect(page.getByRole("columnheader", { name: "Market cap" })).toHaveAttribute("aria-sort", "descending");
    const readByVolume = pageRead(page, "/api/v1/indexer/tokens?sort=volume24h&order=desc", tokenListResponseSchema);
    await page.getByRole("button", { name: "Volume 24h" }).click();
    const byVolume = await readByVolume;
    await expect(page.getByRole("columnheader", { name: "Volume 24h" })).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toContainText(byVolume.tokens[0]!.symbol);
  });

  test("the leaderboard ranks scored creators with their tier, and opens a creator's tokens", async ({ page }) => {
    expect((await fetch(new URL("/__scheduled?cron=*/5+*+*+*+*", BASE_URL))).status).toBe(200);
    await page.goto("/leaderboard");
    const rows = tableRows(page, "Creators");
    await expect(rows.first()).toContainText(/Legendary|Epic|Great|Okay|Neutral|Meh|Scam/);
    await expect(rows.first().locator("td").first()).toHaveText("1");
    await rows
      .first()
      .getByText(/\d+ tokens?/)
      .click();
    const token = rows.first().locator(".creator-token-list li").first();
    await expect(token.getByRole("link")).toHaveAttribute("href", /^\/chart\/0x[0-9a-f]{40}$/);
    // Each token's address copies, as in every other list.
    const address = (await token.getByRole("link").getAttribute("href"))!.replace("/chart/", "");
    await token.getByRole("button", { name: /^Copy .* token address$/ }).click();
    await expect(token.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test("$LQSCAN shows its token's figures, live chart and holders", async ({ page }) => {
    await page.goto("/lqscan");
    await expect(page.getByText("Market cap")).toBeVisible();
    await expect(page.getByTestId("price-chart")).toHaveAttribute("data-painted", "true");
    await expect(page.getByRole("heading", { name: "Holders" })).toBeVisible();
  });
});

test.describe("list states when the API fails or has nothing", () => {
  const serverError = apiErrorSchema.parse({ error: "Internal Server Error" });

  test("recent tokens say 'Failed to fetch newest tokens' when that list fails", async ({ page }) => {
    await page.route("**/api/newest-tokens", (route) => route.fulfill({ status: 500, json: serverError }));
    await page.route("**/api/cached-data", (route) => route.fulfill({ status: 500, json: serverError }));
    await page.goto("/recent");
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch newest tokens");
  });

  test("recent tokens say 'Failed to fetch older tokens' when that list fails", async ({ page }) => {
    await page.route("**/api/older-recent-tokens?*", (route) => route.fulfill({ status: 502, body: "bad gateway" }));
    await page.goto("/recent");
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch older tokens");
  });

  test("recent tokens say 'Failed to process tokens' when the creators cannot be read", async ({ page }) => {
    await page.route("**/api/v1/leaderboard?*", (route) => route.fulfill({ status: 500, json: serverError }));
    await page.goto("/recent");
    await expect(page.getByRole("alert")).toHaveText("Failed to process tokens");
  });

  test("pools show their error row, and new pairs their empty row", async ({ page }) => {
    await page.route("**/api/v1/indexer/pairs?protocol=hyperswap-v3*", (route) => route.fulfill({ status: 500, json: serverError }));
    await page.goto("/hyperswap-pools");
    await expect(page.getByRole("table", { name: "Pools" }).getByRole("alert")).toHaveText("Pools could not be loaded. Please try again.");

    // The answer to the page's query (the schema's defaults), checked by the answer's schema.
    const empty = pairListResponseSchema.parse({ pairs: [], count: 0, total: 0, ...pairListQuerySchema.parse({ protocol: "hyperswap-v2" }) });
    await page.route("**/api/v1/indexer/pairs?protocol=hyperswap-v2*", (route) => route.fulfill({ json: empty }));
    await page.goto("/hyperswap-pairs");
    await expect(page.getByRole("table", { name: "New pairs" }).getByRole("status")).toHaveText("No HyperSwap pairs yet");
  });

  test("$LQSCAN without a token says how to configure it", async ({ page }) => {
    const unconfigured = lqscanResponseSchema.parse({ source: null, token: null });
    await page.route("**/api/v1/indexer/lqscan", (route) => route.fulfill({ json: unconfigured }));
    await page.goto("/lqscan");
    await expect(page.getByRole("status")).toHaveText("No $LQSCAN token on this chain yet. Once its contract is live, set LQSCAN_TOKEN to its address.");
  });
});
