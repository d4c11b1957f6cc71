import { expect, type Page, test } from "@playwright/test";
import { trendingResponseSchema } from "../../shared/schemas/trending";
import { BASE_URL } from "./chromium";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";

// The discovery home at /chart: its six sections, then one section's whole list filtered, sorted and paged, each step
// kept in the URL (a shared link opens the same list, the back button steps back through it).

const LAUNCHES = 26;
const SECTIONS = ["Trending", "New launches", "About to graduate", "Just graduated", "Top gainers", "Top losers"];

const rows = (page: Page, table: string) => page.getByRole("table", { name: table, exact: true }).locator("tbody tr:not(.skeleton-row):not(.state-row)");
const symbolsOf = async (page: Page, table: string) => rows(page, table).locator(".list-symbol").allTextContents();

test("discovery home, then a filtered, sorted and paged list that survives a reload and the back button", async ({ page }) => {
  // Twenty-six launches and their indexing, on a machine the whole suite shares.
  test.setTimeout(240_000);
  const prefix = `D${Date.now().toString(36).slice(-3).toUpperCase()}`;
  const market = await devnetMarket();
  const tokens = await Promise.all(Array.from({ length: LAUNCHES }, async (_, index) => market.createToken(await fundedAccount(), `${prefix}${index}`)));
  const traded = tokens[0]!;
  await market.buy(await fundedAccount(), traded, "5");
  await indexedTrades(traded, 1);

  await page.goto("/chart");
  // A cold browser loads the app's chunks first: on the shared machine that alone can outlast the usual budget.
  await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible({ timeout: 60_000 });
  for (const section of SECTIONS) await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  await page.getByText("How the trending score is worked out").click();
  await expect(page.getByText(/^score = 40 × V \/ \(V \+ V½\) \+ 25 × T \/ \(T \+ T½\)/)).toBeVisible();
  // The traded launch leads its curve's figures with what the chain did: one buy in the window.
  const api = trendingResponseSchema.parse(await (await fetch(new URL("/api/v1/indexer/trending?window=1h&sort=age&order=asc&limit=100", BASE_URL))).json());
  expect(api.rows.find((row) => row.tokenAddress === traded)).toMatchObject({ buys: 1, sells: 0, traders: 1, protocol: "liquidlaunch" });

  // Filters: launches on their curve, created within the hour.
  await page.getByText("Filters", { exact: true }).click();
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Market", exact: true }).selectOption("liquidlaunch");
  await filters.getByRole("combobox", { name: "Bonded", exact: true }).selectOption("false");
  await filters.getByLabel("Max age (h)", { exact: true }).fill("1");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/maxAgeHours=1/);
  await expect(page).toHaveURL(/bonded=false/);
  await expect(page).toHaveURL(/market=liquidlaunch/);

  await page.getByRole("link", { name: "See all new launches" }).click();
  await expect(page).toHaveURL(/section=new/);
  await expect(page.getByRole("heading", { level: 2, name: "New launches" })).toBeVisible();
  await expect(page.getByText("Filters (3 set)")).toBeVisible();
  await expect(rows(page, "New launches")).toHaveCount(24);
  for (const chip of await rows(page, "New launches").locator(".market-chip").allTextContents()) expect(chip).toBe("Curve");
  const firstPage = await symbolsOf(page, "New launches");
  // Youngest first: no launch of this test left off page 1 is younger than one on it. The launches went out
  // together, so their blocks (not their numbers) order them, and launches of one block tie.
  const createdAt = new Map(api.rows.filter((row) => row.symbol.startsWith(prefix)).map((row) => [row.symbol, row.createdAt]));
  expect(createdAt.size).toBe(LAUNCHES);
  const onFirst = firstPage.filter((symbol) => createdAt.has(symbol)).map((symbol) => createdAt.get(symbol)!);
  const offFirst = [...createdAt].filter(([symbol]) => !firstPage.includes(symbol)).map(([, created]) => created);
  expect(onFirst.length).toBeGreaterThan(0);
  expect(Math.min(...onFirst)).toBeGreaterThanOrEqual(Math.max(...offFirst));

  // Page 2 holds the rest, none of page 1's.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^25–\d+ of \d+$/)).toBeVisible();
  const secondPage = await symbolsOf(page, "New launches");
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((symbol) => firstPage.includes(symbol))).toEqual([]);

  // A shared link opens the same list, filters filled in.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByRole("form", { name: "Filters" }).getByLabel("Max age (h)", { exact: true })).toHaveValue("1");
  await expect(page.getByRole("form", { name: "Filters" }).getByRole("combobox", { name: "Market", exact: true })).toHaveValue("liquidlaunch");
  await expect(page.getByText(/^25–\d+ of \d+$/)).toBeVisible();

  // Sorting by a column starts again at page 1, in the order the API gives; back returns to page 2.
  const sorted = page.waitForResponse((response) => response.url().includes("sort=liquidityUsd&order=desc"));
  await page.getByRole("button", { name: "Liquidity" }).click();
  await expect(page).toHaveURL(/sort=liquidityUsd&order=desc/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole("columnheader", { name: "Liquidity" })).toHaveAttribute("aria-sort", "descending");
  const answer = trendingResponseSchema.parse(await (await sorted).json());
  const liquidity = answer.rows.map((row) => row.liquidityUsd ?? -1);
  expect(liquidity).toEqual([...liquidity].sort((a, b) => b - a));
  await expect(rows(page, "New launches").locator(".list-symbol")).toHaveText(answer.rows.map((row) => row.symbol));
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^25–\d+ of \d+$/)).toBeVisible();

  // A row opens its pair page.
  await page.getByRole("link", { name: "All sections" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
  const first = rows(page, "New launches").first().getByRole("link").first();
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/chart\/0x[0-9a-f]{40}$/);
  await first.click();
  await expect(page).toHaveURL(href!);

  // Bad filters in a URL get the API's plain refusal.
  await page.goto("/chart?section=new&minLiquidity=lots");
  await expect(page.getByRole("alert")).toContainText("Minimum liquidity must be a whole number, 0 or more");
});
