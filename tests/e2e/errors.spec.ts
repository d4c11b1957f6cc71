import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

const LEADERBOARD_CHUNK = /\/assets\/LeaderboardPage-[^/]*\.js$/;

/** Counts every load of an HTML document in the page, first load and reloads alike. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test.describe("failed route-module load", () => {
  test("reloads the page once, then shows the error screen", async ({ page }) => {
    const documentLoads = countDocumentLoads(page);
    await page.route(LEADERBOARD_CHUNK, (route) => route.abort());

    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Failed to fetch dynamically imported module");
    expect(documentLoads()).toBe(2);

    await page.waitForTimeout(1500);
    expect(documentLoads()).toBe(2);
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  test("after a client-side navigation, reloads at the new address once", async ({ page }) => {
    const documentLoads = countDocumentLoads(page);
    await page.goto("/recent");
    await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();
    await page.route(LEADERBOARD_CHUNK, (route) => route.abort());

    await page.getByRole("button", { name: "LiquidLaunch" }).click();
    await page.getByRole("list", { name: "LiquidLaunch" }).getByRole("link", { name: "Leaderboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page).toHaveURL(/\/leaderboard$/);
    expect(documentLoads()).toBe(2);
  });

  test("a reload that succeeds shows the page and clears the guard", async ({ page }) => {
    const documentLoads = countDocumentLoads(page);
    let chunkRequests = 0;
    await page.route(LEADERBOARD_CHUNK, async (route) => {
      chunkRequests += 1;
      if (chunkRequests === 1) await route.abort();
      else await route.continue();
    });

    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { level: 1, name: "Creator Leaderboard" })).toBeVisible();
    expect(documentLoads()).toBe(2);
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  });

  test("the error screen offers the way home", async ({ page }) => {
    await page.route(LEADERBOARD_CHUNK, (route) => route.abort());
    await page.goto("/leaderboard");
    await page.getByRole("link", { name: "Back to LQScan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Every HyperEVM token, scanned." })).toBeVisible();
  });
});
