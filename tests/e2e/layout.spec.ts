import { expect, test } from "@playwright/test";
import { APP_ROUTES, PAIR_ADDRESS, TERMINAL_PATH } from "./app-routes";
import { indexedLaunch } from "./devnet-market";
import { holdOnce } from "./held-route";
import { expectWheelLocked, expectWheelScrolls } from "./page-scroll";

const CHROME_PARTS = {
  standard: { header: true, footer: true },
  landing: { header: false, footer: false },
  viewport: { header: true, footer: false },
} as const;

test.describe("header and footer per route", () => {
  for (const route of APP_ROUTES) {
    const parts = CHROME_PARTS[route.chrome];
    test(`${route.path}: header ${parts.header ? "shown" : "hidden"}, footer ${parts.footer ? "shown" : "hidden"}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.title, exact: true })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(parts.header ? 1 : 0);
      await expect(page.getByRole("contentinfo")).toHaveCount(parts.footer ? 1 : 0);
    });
  }
});

test.describe("full-viewport routes", () => {
  const viewportRoutes = [
    { path: `/chart/${PAIR_ADDRESS}`, title: "Chart", hasHeader: true },
    { path: TERMINAL_PATH, title: "Trading Terminal", hasHeader: true },
    { path: `${TERMINAL_PATH}/trade`, title: "Trading Terminal", hasHeader: true },
  ];

  for (const route of viewportRoutes) {
    test(`${route.path} fills the viewport and locks page scrolling, which leaving it gives back`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(route.path);
      const heading = { over: page.getByRole("heading", { level: 1, name: route.title, exact: true }) };
      await expect(heading.over).toBeVisible();

      const main = await page.getByRole("main").boundingBox();
      const headerHeight = route.hasHeader ? ((await page.getByRole("banner").boundingBox())?.height ?? 0) : 0;
      expect(main?.y).toBeCloseTo(headerHeight, 0);
      expect((main?.y ?? 0) + (main?.height ?? 0)).toBeCloseTo(720, 0);
      // The stage fills in once the pair (or its absence) is known, so its height is polled.
      const stage = page.getByRole("region", { name: /area$/ });
      await expect.poll(async () => (await stage.boundingBox())?.height ?? 0).toBeGreaterThan(300);

      // The route itself is one viewport tall: content past the app (as a portal's) makes the document taller,
      // and it stays there across client-side navigation.
      await page.evaluate(() => {
        const pastTheApp = document.createElement("div");
        pastTheApp.style.height = "2000px";
        document.body.append(pastTheApp);
      });
      // Unlocked on a standard page, the wheel scrolls the document; back on the route, it does not.
      await page.getByRole("link", { name: "Trading Bot" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Trading Bot" })).toBeVisible();
      await expectWheelScrolls(page, { over: page.getByRole("heading", { level: 1, name: "Trading Bot" }) });
      await page.goBack();
      await expect.poll(async () => (await stage.boundingBox())?.height ?? 0).toBeGreaterThan(300);
      await expectWheelLocked(page, heading);
    });
  }

  test("standard pages scroll normally", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/gas-tracker");
    await expect(page.getByRole("heading", { level: 1, name: "Gas Tracker" })).toBeVisible();
    await expectWheelScrolls(page, { over: page.getByRole("heading", { level: 1, name: "Gas Tracker" }) });
  });
});

test.describe("navigation", () => {
  test("resets the scroll position to the top", async ({ page }) => {
    // /recent with a launch on it is taller than the window.
    await indexedLaunch(`SCR${Date.now().toString(36).slice(-4).toUpperCase()}`);
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/recent");
    await expect(page.locator("article.token-card").first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBe(120);

    // A click that does not scroll the footer into view first: /recent is far taller than Gas Tracker.
    await page.getByRole("navigation", { name: "Explore" }).getByRole("link", { name: "Gas Tracker" }).dispatchEvent("click");
    await expect(page.getByRole("heading", { level: 1, name: "Gas Tracker" })).toBeVisible();
    // The new page is as tall as the old one, so only a reset brings the view back to the top.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThanOrEqual(scrolledTo);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("shows a spinner while a page module loads", async ({ page }) => {
    await page.goto("/recent");
    await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();

    const releaseChunk = await holdOnce(page, /\/assets\/LeaderboardPage-[^/]*\.js$/);

    await page.getByRole("button", { name: "LiquidLaunch" }).click();
    await page.getByRole("link", { name: "Leaderboard" }).click();
    await expect(page.getByRole("status", { name: "Loading page" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Creator Leaderboard" })).toHaveCount(0);

    releaseChunk();
    await expect(page.getByRole("heading", { level: 1, name: "Creator Leaderboard" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading page" })).toHaveCount(0);
  });

  test("shows a spinner on first load until the page module arrives", async ({ page }) => {
    const releaseChunk = await holdOnce(page, /\/assets\/GasTrackerPage-[^/]*\.js$/);
    await page.goto("/gas-tracker", { waitUntil: "commit" });
    await expect(page.getByRole("status", { name: "Loading page" })).toBeVisible();
    releaseChunk();
    await expect(page.getByRole("heading", { level: 1, name: "Gas Tracker" })).toBeVisible();
  });
});
