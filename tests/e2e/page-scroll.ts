import { expect, type Locator, type Page } from "@playwright/test";

// Scroll-lock checks: a lock is only proven on a page that could scroll, so each check first shows a wheel moving it.

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where a wheel turns: over an element, at its centre unless a point within it is given. */
export type WheelSpot = { over: Locator; at?: { x: number; y: number } };

/** A wheel over a spot of the page (over a chart it would zoom the chart instead of scrolling the page). */
async function wheelAt(page: Page, { over, at }: WheelSpot, deltaY: number) {
  const box = await over.boundingBox();
  if (box === null) throw new Error("nothing to wheel over");
  await page.mouse.move(box.x + (at?.x ?? box.width / 2), box.y + (at?.y ?? box.height / 2));
  await page.mouse.wheel(0, deltaY);
}

/** The page is taller than the window and a wheel at `spot` scrolls it; then it is put back at the top. */
export async function expectWheelScrolls(page: Page, spot: WheelSpot) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
  await wheelAt(page, spot, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => scrollY(page)).toBe(0);
}

/** A wheel at `spot` leaves the page where it was. */
export async function expectWheelLocked(page: Page, spot: WheelSpot) {
  const before = await scrollY(page);
  await wheelAt(page, spot, 1500);
  // Nothing to poll for: a wheel's scroll lands within a few frames, the unlocked check above shows it does.
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(before);
}
