import { expect, type Page, test } from "@playwright/test";
import { type SearchPair, searchResponseSchema } from "../../shared/schemas/search";

// The search box's keyboard flow on /chart (its own page, the box focused). The search API answers
// three known pairs, built through the shared schema, so every row and its order are exact.

const WHYPE = "0x5555555555555555555555555555555555555555";
const SYMBOLS = ["ALPHA", "ALPINE", "ALPACA"] as const;

function pair(symbol: string, index: number): SearchPair {
  const digit = String(index + 1);
  return {
    pairAddress: `0x${digit.repeat(40)}`,
    protocol: "hyperswap-v2",
    feeTier: 3000,
    token0Address: `0x${"a".repeat(39)}${digit}`,
    token1Address: WHYPE,
    token0Symbol: symbol,
    token1Symbol: "WHYPE",
    token0Name: `${symbol} Token`,
    token1Name: "Wrapped HYPE",
    tokenImageUri: null,
    tokenDescription: null,
    tokenWebsite: null,
    tokenTwitter: null,
    tokenTelegram: null,
    tokenDiscord: null,
    tokenDocs: null,
    creationBlock: 10 + index,
    creationTimestamp: 1_790_000_000 + index,
    creatorAddress: null,
    metadata: null,
    latestPriceUsd: 0.01,
    latestMcapUsd: 10_000,
    volume24hUsd: 500,
    graduated: false,
  };
}

const PAIRS = SYMBOLS.map(pair);

/** Answers searches with PAIRS (or with `status` and an error body) and records each term asked. */
async function routeSearch(page: Page, status = 200): Promise<string[]> {
  const terms: string[] = [];
  await page.route("**/api/v1/indexer/search?*", (route) => {
    const term = new URL(route.request().url()).searchParams.get("q") ?? "";
    terms.push(term);
    if (status !== 200) return route.fulfill({ status, json: { error: "Internal Server Error" } });
    return route.fulfill({ json: searchResponseSchema.parse({ pairs: PAIRS, count: PAIRS.length, searchTerm: term }) });
  });
  return terms;
}

const searchBox = (page: Page) => page.getByRole("main").getByRole("combobox", { name: "Search tokens" });
const results = (page: Page) => page.getByRole("main").getByRole("grid", { name: "Search results" });

/**
 * Opens /chart, whose search box takes focus, and enters `text` into it in one input: typed key by key on a
 * loaded machine, a pause past the typing pause searches a shorter term first, and its answer resets the
 * highlighted row under the arrow keys.
 */
async function typeIntoSearch(page: Page, text: string): Promise<void> {
  await page.goto("/chart");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.insertText(text);
}

/** The symbol of the row aria-activedescendant points at. */
async function highlighted(page: Page): Promise<string> {
  const id = await searchBox(page).getAttribute("aria-activedescendant");
  expect(id).not.toBeNull();
  return (await page.locator(`[id="${id}"] .search-result-symbol`).textContent())?.trim().split(" ")[0] ?? "";
}

test.describe("the search box from the keyboard", () => {
  test("searches from the second character, not the first", async ({ page }) => {
    const terms = await routeSearch(page);
    // The page's clock, so the typing pause can pass at once: a one-letter term then has all the time it needs.
    await page.clock.install();
    await page.goto("/chart");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type("a");
    await page.clock.runFor(2000);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.type("l");
    await page.clock.runFor(2000);
    await expect(results(page).getByRole("row")).toHaveCount(3);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    expect(terms).toEqual(["al"]);
  });

  test("ArrowDown and ArrowUp move through the rows and wrap around at both ends", async ({ page }) => {
    await routeSearch(page);
    await typeIntoSearch(page, "alp");
    await expect(results(page).getByRole("row")).toHaveCount(3);
    expect(await highlighted(page)).toBe("ALPHA");
    const seen: string[] = [];
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "ArrowUp"]) {
      await page.keyboard.press(key);
      seen.push(await highlighted(page));
    }
    expect(seen).toEqual(["ALPINE", "ALPACA", "ALPHA", "ALPACA", "ALPINE"]);
    await expect(results(page).getByRole("row", { selected: true })).toHaveCount(1);
    await expect(results(page).getByRole("row", { selected: true })).toContainText("ALPINE");
  });

  test("Enter opens the highlighted pair's chart and clears the box", async ({ page }) => {
    await routeSearch(page);
    await typeIntoSearch(page, "alp");
    await expect(results(page).getByRole("row")).toHaveCount(3);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/chart/${PAIRS[2]!.pairAddress}`);
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Search tokens" })).toHaveValue("");
  });

  test("Escape closes the results and leaves the focus in the box", async ({ page }) => {
    await routeSearch(page);
    await typeIntoSearch(page, "alp");
    await expect(results(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(results(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    await expect(searchBox(page)).toBeFocused();
  });

  test("a click outside closes the results", async ({ page }) => {
    await routeSearch(page);
    await typeIntoSearch(page, "alp");
    await expect(results(page)).toBeVisible();
    await page.getByRole("banner").click({ position: { x: 5, y: 5 } });
    await expect(results(page)).toHaveCount(0);
  });

  test("a failed search says so", async ({ page }) => {
    const terms = await routeSearch(page, 500);
    await typeIntoSearch(page, "alp");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Search failed. Please try again.");
    await expect(results(page)).toHaveCount(0);
    expect(terms.length).toBeGreaterThan(0);
  });
});
