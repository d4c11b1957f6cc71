import { expect as baseExpect, type Page, test } from "@playwright/test";
import { type ClickerBoard, clickerBoardSchema } from "../../shared/schemas/clicker";
import { indexedLaunch } from "./devnet-market";

// The Token Clicker against the devnet: its loading, error and empty states, then a player who finds a token this
// test launched with the search box, clicks with the mouse and the keyboard, sees the counter answer at once and the
// batch counted, while a second browser watching the board sees its count move without reloading.

/** Each of the page's loads (a fresh context loads its code too) has room on a busy shared machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A ticker of this run's own launch: the suite's devnet has no history, and a rerun must not find an earlier one. */
const SYMBOL = `CLK${Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("")}`;
const BOARD = "**/api/v1/tools/clicker/board*";
/** Where the 375 and 1280 px screenshots go, when asked for (SHOTS_DIR=…). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function boardOf(page: Page): Promise<ClickerBoard> {
  const response = await page.request.get("/api/v1/tools/clicker/board");
  expect(response.status()).toBe(200);
  return clickerBoardSchema.parse(await response.json());
}

/** The row of the symbol on today's board (the table's visible rows). */
const todayRow = (page: Page) => page.getByRole("region", { name: "Today's leaders" }).getByRole("row", { name: new RegExp(`Play ${SYMBOL}`) });

/** Opens the page, finds this run's token with the search box and picks it (a click, or a tap on a phone): its button. */
async function playSymbol(page: Page, how: "click" | "tap") {
  await page.goto("/community-vote");
  await page.getByLabel("Pick a token").fill(SYMBOL);
  const found = page
    .getByRole("list", { name: "Tokens found" })
    .getByRole("button", { name: new RegExp(`^${SYMBOL}`) })
    .first();
  await (how === "tap" ? found.tap() : found.click());
  return page.getByRole("button", { name: `Click for ${SYMBOL}` });
}

test.describe("token clicker", () => {
  test.beforeAll(async () => {
    await indexedLaunch(SYMBOL);
  });

  test("shows its states, counts clicks at once, sends them in a batch and moves every watcher's board", async ({ page, browser }) => {
    test.setTimeout(240_000);
    // Error: the board cannot be read.
    await page.route(BOARD, (route) => route.fulfill({ status: 503, json: { error: "Service Unavailable", message: "down" } }));
    await page.goto("/community-vote");
    await expect(page.getByRole("alert")).toHaveText("The board could not be loaded. The page tries again shortly.");
    await page.unrouteAll();

    // Loading, then empty: a board with no clicks yet (the answer held back, then emptied).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The live socket is held silent too, or today's real leaders would replace the emptied board.
    await page.routeWebSocket(/\/api\/v1\/tools\/clicker\/live/, () => {});
    await page.route(BOARD, async (route) => {
      await held;
      const body = clickerBoardSchema.parse(await (await route.fetch()).json());
      await route.fulfill({ status: 200, json: { ...body, today: [], allTime: [], pastWinners: [] } });
    });
    await page.goto("/community-vote");
    await expect(page.getByText("Loading the board")).toBeVisible();
    release();
    await expect(page.getByText("No clicks yet today. Pick a token and be the first.")).toBeVisible();
    await expect(page.getByText("No round has finished yet. The first winner is crowned at midnight UTC.")).toBeVisible();
    await page.unrouteAll();
    await page.routeWebSocket(/\/api\/v1\/tools\/clicker\/live/, (socket) => socket.connectToServer());

    const before = (await boardOf(page)).today.find((row) => row.symbol === SYMBOL)?.clicks ?? 0;
    const watcher = await (await browser.newContext()).newPage();
    await watcher.goto("/community-vote");
    await expect(watcher.getByRole("heading", { name: "Today's leaders" })).toBeVisible();

    const button = await playSymbol(page, "click");
    for (let i = 0; i < 7; i++) await button.click();
    await button.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    // The counter answers before any batch could have left (one every 3 s).
    await expect(page.locator("#clicker-counter")).toContainText("9 clicks this visit");
    await expect(page.locator("#clicker-counter")).toContainText("9 counted");
    await expect(page.getByText(/Your clicks today: 9 · rank #\d+/)).toBeVisible();

    // The server's board (cached at the edge for a second) and the watcher's page, which never reloaded, both have the nine clicks.
    await expect.poll(async () => (await boardOf(page)).today.find((row) => row.symbol === SYMBOL)?.clicks).toBe(before + 9);
    await expect(todayRow(watcher).getByRole("cell").nth(7)).toHaveText(new Intl.NumberFormat("en-US").format(before + 9));

    // A phone: the page fits 375 px without scrolling sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("at 375 px counts a tap before its batch is sent, and lists the board in compact rows", async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // Every batch is held until the test lets it go: what the counter shows meanwhile is the page's own count.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let batchesAsked = 0;
    await page.route("**/api/v1/tools/clicker/batches", async (route) => {
      batchesAsked += 1;
      await held;
      await route.continue();
    });
    const button = await playSymbol(page, "tap");
    await button.tap();
    await button.tap();
    await expect(page.locator("#clicker-counter")).toContainText("2 clicks this visit · 0 counted · 2 pending");
    // The batch leaves within 3 s and is held: the counter has not waited for it.
    await expect.poll(() => batchesAsked).toBe(1);
    await expect(page.locator("#clicker-counter")).toContainText("2 clicks this visit · 0 counted · 2 pending");
    release();
    await expect(page.locator("#clicker-counter")).toHaveText("2 clicks this visit · 2 counted");

    // Today's board at 375 px: each leader is one compact row (two or three lines), not a card of ten.
    const row = page.getByRole("region", { name: "Today's leaders" }).locator("tbody tr").first();
    await expect(row).toBeVisible();
    const box = await row.boundingBox();
    expect(box!.height).toBeLessThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (SHOTS_DIR !== undefined) await page.screenshot({ path: `${SHOTS_DIR}/community-vote-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(row).toBeVisible();
    if (SHOTS_DIR !== undefined) await page.screenshot({ path: `${SHOTS_DIR}/community-vote-1280.png`, fullPage: true });
    await context.close();
  });
});
