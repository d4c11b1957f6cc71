import { expect, type Locator, type Page, test } from "@playwright/test";

type Control = { role: "link" | "button" | "combobox"; name: string };

const HEADER_START: Control[] = [
  { role: "link", name: "LQScan home" },
  { role: "link", name: "Charts" },
  { role: "link", name: "Trading Bot" },
  { role: "button", name: "LiquidLaunch" },
  { role: "button", name: "Hyperswap" },
  { role: "button", name: "Tools" },
];
const TOKEN_BUTTON: Control = { role: "link", name: "$LQSCAN" };
const SEARCH_BOX: Control = { role: "combobox", name: "Search tokens" };
const SIGN_IN: Control = { role: "button", name: "Sign in" };

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [red, green, blue] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The control has keyboard focus and shows it: a ring of 2 px or more standing out 3:1 from the page's dark background. */
async function expectFocusRing(control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(":focus-visible"),
      outline: style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline).toBeGreaterThanOrEqual(2);
  expect(contrastRatio(ring.color, ring.page)).toBeGreaterThanOrEqual(3);
}

/** Presses Tab once per control and checks each takes focus in turn with its ring; then focus leaves the header. */
async function tabThrough(page: Page, controls: Control[]): Promise<void> {
  const header = page.getByRole("banner");
  for (const { role, name } of controls) {
    await page.keyboard.press("Tab");
    await expectFocusRing(header.getByRole(role, { name, exact: true }));
  }
  await page.keyboard.press("Tab");
  await expect(header.locator(":focus")).toHaveCount(0);
}

test.describe("keyboard", () => {
  test("Tab reaches every header control in order, the token search included, each with a visible focus ring", async ({ page }) => {
    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { level: 1, name: "Creator Leaderboard" })).toBeVisible();
    await tabThrough(page, [...HEADER_START, SEARCH_BOX, TOKEN_BUTTON, SIGN_IN]);
  });

  test("a dropdown opens with Enter, its items follow in the Tab order, Escape closes it back onto its toggle", async ({ page }) => {
    await page.goto("/leaderboard");
    const toggle = page.getByRole("button", { name: "Hyperswap", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const items = page.getByRole("list", { name: "Hyperswap" });
    await page.keyboard.press("Tab");
    await expectFocusRing(items.getByRole("link", { name: "New Pairs" }));
    await page.keyboard.press("Escape");
    await expect(items).toHaveCount(0);
    await expectFocusRing(toggle);
  });

  test("tabbing out of an open dropdown closes it", async ({ page }) => {
    await page.goto("/leaderboard");
    const toggle = page.getByRole("button", { name: "Hyperswap", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("list", { name: "Hyperswap" }).getByRole("link", { name: "Sphere Tokens" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("list", { name: "Hyperswap" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Tools", exact: true })).toBeFocused();
  });

  test("the Developer Guide keeps focus inside while open and gives it back to the menu on Escape", async ({ page }) => {
    await page.goto("/recent");
    const toggle = page.getByRole("button", { name: "LiquidLaunch", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const guideItem = page.getByRole("list", { name: "LiquidLaunch" }).getByRole("button", { name: "Guide" });
    await guideItem.focus();
    await page.keyboard.press("Enter");
    const guide = page.getByRole("dialog", { name: "Developer Guide" });
    await expect(guide.getByRole("button", { name: "Close guide" })).toBeFocused();
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press("Tab");
      await expect(guide.locator(":focus")).toHaveCount(1);
    }
    await page.keyboard.press("Escape");
    await expect(guide).toHaveCount(0);
    await expectFocusRing(toggle);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the menu opens from the keyboard, keeps focus inside, and gives it back to the burger on Escape", async ({ page }) => {
      await page.goto("/recent");
      await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();
      await page.keyboard.press("Tab");
      await expectFocusRing(page.getByRole("link", { name: "LQScan home" }));
      await page.keyboard.press("Tab");
      await expectFocusRing(page.getByRole("banner").getByRole("button", { name: "Sign in" }));
      await page.keyboard.press("Tab");
      const burger = page.getByRole("button", { name: "Open menu" });
      await expectFocusRing(burger);

      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
      // Eight controls in the panel (the search among them): more presses than that come back round inside it.
      for (let press = 0; press < 9; press += 1) {
        await page.keyboard.press("Tab");
        await expect(menu.locator(":focus")).toHaveCount(1);
      }
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expectFocusRing(burger);
    });
  });
});
