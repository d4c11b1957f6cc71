import { expect, type Page, test } from "@playwright/test";
import { searchResponseSchema } from "../../shared/schemas/search";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";

// The search box's keyboard flow on /chart (its own page, the box focused), over real results: three devnet
// launches whose symbols share a prefix no other token has, each traded and indexed. The rows' order is the
// API's own answer for that prefix.

/**
 * The launches' symbols: a random prefix each time beforeAll runs (a worker runs it again for each batch of this
 * file's tests it gets), so neither an earlier batch nor a stack kept between runs has another match.
 */
let PREFIX = "";
let SYMBOLS: string[] = [];
const randomPrefix = () => `K${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("")}`;

/** The search API's answer for the prefix: the symbols and pairs in the order the box must list them. */
let listed: { symbol: string; pairAddress: string }[];

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  PREFIX = randomPrefix();
  SYMBOLS = [`${PREFIX}A`, `${PREFIX}B`, `${PREFIX}C`];
  const market = await devnetMarket();
  for (const [index, symbol] of SYMBOLS.entries()) {
    const token = await market.createToken(await fundedAccount(), symbol);
    await market.buy(await fundedAccount(), token, String(index + 1));
    await indexedTrades(token, 1);
  }
  const answer = searchResponseSchema.parse(await (await request.get(`/api/v1/indexer/search?q=${PREFIX}`)).json());
  listed = answer.pairs.map((pair) => ({ symbol: pair.token0Symbol ?? "", pairAddress: pair.pairAddress }));
  expect(listed.map((entry) => entry.symbol).sort()).toEqual(SYMBOLS);
});

/** Records each term the page searches for; with `status`, answers it with that error instead. */
async function watchSearch(page: Page, status?: number): Promise<string[]> {
  const terms: string[] = [];
  await page.route("**/api/v1/indexer/search?*", (route) => {
    terms.push(new URL(route.request().url()).searchParams.get("q") ?? "");
    if (status !== undefined) return route.fulfill({ status, json: { error: "Internal Server Error" } });
    return route.continue();
  });
  return terms;
}

const searchBox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search tokens" });
const results = (page: Page) => page.getByRole("banner").getByRole("grid", { name: "Search results" });

/**
 * Opens /chart, focuses the header's search box, and enters `text` into it in one input: typed key by key on a
 * loaded machine, a pause past the typing pause searches a shorter term first, and its answer resets the
 * highlighted row under the arrow keys.
 */
async function typeIntoSearch(page: Page, text: string): Promise<void> {
  await page.goto("/chart");
  await searchBox(page).click();
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
    const terms = await watchSearch(page);
    // The page's clock, so the typing pause can pass at once: a one-letter term then has all the time it needs.
    await page.clock.install();
    await page.goto("/chart");
    await searchBox(page).click();
    await page.keyboard.type(PREFIX[0]!);
    await page.clock.runFor(2000);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    // The rest in one input: typed key by key on a loaded machine, the naturally ticking clock can pass the
    // typing pause between two keys and search a longer prefix first.
    await page.keyboard.insertText(PREFIX.slice(1));
    await page.clock.runFor(2000);
    await expect(results(page).getByRole("row")).toHaveCount(3);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    expect(terms).toEqual([PREFIX]);
  });

  test("ArrowDown and ArrowUp move through the rows and wrap around at both ends", async ({ page }) => {
    await typeIntoSearch(page, PREFIX);
    await expect(results(page).getByRole("row")).toHaveCount(3);
    const [first, second, third] = listed.map((entry) => entry.symbol);
    expect(await highlighted(page)).toBe(first);
    const seen: string[] = [];
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "ArrowUp"]) {
      await page.keyboard.press(key);
      seen.push(await highlighted(page));
    }
    expect(seen).toEqual([second, third, first, third, second]);
    await expect(results(page).getByRole("row", { selected: true })).toHaveCount(1);
    await expect(results(page).getByRole("row", { selected: true })).toContainText(second!);
  });

  test("Enter opens the highlighted pair's chart and clears the box", async ({ page }) => {
    await typeIntoSearch(page, PREFIX);
    await expect(results(page).getByRole("row")).toHaveCount(3);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/chart/${listed[2]!.pairAddress}`);
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Search tokens" })).toHaveValue("");
  });

  test("Escape closes the results and leaves the focus in the box", async ({ page }) => {
    await typeIntoSearch(page, PREFIX);
    await expect(results(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(results(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    await searchBox(page).click();
  });

  test("a click outside closes the results", async ({ page }) => {
    await typeIntoSearch(page, PREFIX);
    await expect(results(page)).toBeVisible();
    await page.getByRole("banner").click({ position: { x: 5, y: 5 } });
    await expect(results(page)).toHaveCount(0);
  });

  test("a failed search says so", async ({ page }) => {
    const terms = await watchSearch(page, 500);
    await typeIntoSearch(page, PREFIX);
    await expect(page.getByRole("banner").getByRole("alert")).toHaveText("Search failed. Please try again.");
    await expect(results(page)).toHaveCount(0);
    expect(terms.length).toBeGreaterThan(0);
  });
});
