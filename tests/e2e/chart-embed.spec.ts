import { expect, test } from "@playwright/test";
import { PAIR_ADDRESS } from "./app-routes";

test.describe("chart iframe", () => {
  test("is the chart alone: no header, no footer, no page scrolling, any site may frame it", async ({ page }) => {
    const response = await page.goto(`/iframe/${PAIR_ADDRESS}`);
    expect(response?.headers()["content-security-policy"]).toBe("frame-ancestors *");
    expect(response?.headers()["x-frame-options"]).toBeUndefined();
    await expect(page.getByRole("main", { name: "Price chart" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator(".embed-chart canvas").first()).toBeVisible();
    const size = await page.locator(".embed-chart").boundingBox();
    const viewport = page.viewportSize();
    expect(size).toMatchObject({ width: viewport?.width, height: viewport?.height });
    await page.mouse.wheel(0, 2000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("says when the pair is unknown", async ({ page }) => {
    await page.goto(`/iframe/${PAIR_ADDRESS}`);
    const state = page.getByRole("status");
    await expect(state).toHaveText("Pair not found");
    await expect(state).toBeVisible();
    const box = await state.boundingBox();
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className, {
      x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
      y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
    });
    expect(hit).toBe("embed-state");
  });

  test("takes its theme from the query string and links back to the full chart", async ({ page }) => {
    await page.goto(`/iframe/${PAIR_ADDRESS}?theme=light&timeframe=1m`);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("link", { name: "LQScan" })).toHaveAttribute("href", `/chart/${PAIR_ADDRESS}`);
  });
});
