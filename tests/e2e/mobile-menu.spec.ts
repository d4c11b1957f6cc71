import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectWheelLocked, expectWheelScrolls } from "./page-scroll";

test.use({ viewport: { width: 375, height: 812 } });

function mobileMenu(page: Page) {
  return page.getByRole("dialog", { name: "Menu" });
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(mobileMenu(page)).toBeVisible();
}

async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/recent");
    await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();
  });

  test("the header collapses to the logo, Sign in and the burger", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "LQScan home" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Charts" })).toBeHidden();
    await expect(header.getByRole("button", { name: "LiquidLaunch" })).toBeHidden();
    await expect(header.getByRole("link", { name: "$LQSCAN" })).toBeHidden();
  });

  test("opens a panel with its logo, Charts, Trading Bot, three groups, the token button and Sign in", async ({ page }) => {
    const burger = page.getByRole("button", { name: "Open menu" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await openMenu(page);
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    const menu = mobileMenu(page);
    await expect(menu.getByRole("img", { name: "LQScan" })).toBeVisible();
    await expect(menu.getByRole("button")).toHaveCount(8);
    for (const name of ["Close menu", "Charts", "Trading Bot", "LiquidLaunch", "Hyperswap", "Tools", "$LQSCAN", "Sign in"]) {
      await expect(menu.getByRole("button", { name, exact: true })).toBeVisible();
    }
    for (const group of ["LiquidLaunch", "Hyperswap", "Tools"]) {
      await expect(menu.getByRole("button", { name: group })).toHaveAttribute("aria-expanded", "false");
    }
    const panel = await menu.boundingBox();
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeCloseTo(375, 0);
  });

  test("several groups may be open at once, each with exactly its items", async ({ page }) => {
    await openMenu(page);
    const menu = mobileMenu(page);
    await menu.getByRole("button", { name: "LiquidLaunch" }).click();
    await menu.getByRole("button", { name: "Tools" }).click();
    await expect(menu.getByRole("button", { name: "LiquidLaunch" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("button", { name: "Hyperswap" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("list", { name: "LiquidLaunch" }).getByRole("listitem")).toHaveText(["Recent Tokens", "Leaderboard", "Guide"]);
    await expect(menu.getByRole("list", { name: "Tools" }).getByRole("listitem")).toHaveText([
      "Gas Tracker",
      "Token Sniffer",
      "Stable Health",
      "Token Clicker",
    ]);
    await menu.getByRole("button", { name: "Hyperswap" }).click();
    await expect(menu.getByRole("list", { name: "Hyperswap" }).getByRole("listitem")).toHaveText(["New Pairs", "Pools", "Sphere Tokens"]);

    await menu.getByRole("button", { name: "LiquidLaunch" }).click();
    await expect(menu.getByRole("list", { name: "LiquidLaunch" })).toHaveCount(0);
    await expect(menu.getByRole("list", { name: "Tools" })).toBeVisible();
  });

  test("locks page scrolling while open, and gives it back when closed", async ({ page }) => {
    // A window shorter than the page, and a wheel over the overlay (left of the panel), which scrolls nothing itself.
    await page.setViewportSize({ width: 375, height: 500 });
    const heading = { over: page.getByRole("heading", { level: 1, name: "Recent Tokens" }) };
    await expectWheelScrolls(page, heading);
    await openMenu(page);
    await expectWheelLocked(page, { over: page.locator(".mobile-menu-overlay"), at: { x: 12, y: 250 } });
    await mobileMenu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(mobileMenu(page)).toHaveCount(0);
    await expectWheelScrolls(page, heading);
  });

  test("Charts and Trading Bot navigate and close the menu", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "Trading Bot" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Trading Bot" })).toBeVisible();
    await expect(mobileMenu(page)).toHaveCount(0);

    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "Charts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
    await expect(mobileMenu(page)).toHaveCount(0);
  });

  test("the token button opens the token page", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "$LQSCAN" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "$LQSCAN" })).toBeVisible();
    await expect(mobileMenu(page)).toHaveCount(0);
  });

  test("choosing a group item navigates and closes the menu", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "Hyperswap" }).click();
    await mobileMenu(page).getByRole("link", { name: "Pools" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pools" })).toBeVisible();
    await expect(mobileMenu(page)).toHaveCount(0);
  });

  test("choosing the current page still closes the menu", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "LiquidLaunch" }).click();
    await mobileMenu(page).getByRole("link", { name: "Recent Tokens" }).click();
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/recent$/);
  });

  test("Guide closes the menu and opens the Developer Guide", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "LiquidLaunch" }).click();
    await mobileMenu(page).getByRole("button", { name: "Guide" }).click();
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Developer Guide" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Developer Guide" }).getByRole("cell", { name: "Scam" })).toBeVisible();
  });

  test("an outside click on the overlay closes it", async ({ page }) => {
    await openMenu(page);
    await page.mouse.click(12, 400);
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/recent$/);
  });

  test("a click inside the panel does not close it", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("img", { name: "LQScan" }).click();
    await expect(mobileMenu(page)).toBeVisible();
  });

  test("a route change closes it", async ({ page }) => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Gas Tracker" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gas Tracker" })).toBeVisible();
    await openMenu(page);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).toBe("visible");
  });

  test("widening the window past 768 px closes it", async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 1024, height: 812 });
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "LiquidLaunch" })).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe("visible");
  });

  test("expanded groups are reset when it closes", async ({ page }) => {
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name: "LiquidLaunch" }).click();
    await mobileMenu(page).getByRole("button", { name: "Hyperswap" }).click();
    await mobileMenu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(mobileMenu(page)).toHaveCount(0);

    await openMenu(page);
    for (const group of ["LiquidLaunch", "Hyperswap", "Tools"]) {
      await expect(mobileMenu(page).getByRole("button", { name: group })).toHaveAttribute("aria-expanded", "false");
      await expect(mobileMenu(page).getByRole("list", { name: group })).toHaveCount(0);
    }
  });
});
