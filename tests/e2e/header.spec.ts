import { expect, test } from "@playwright/test";
import { PAIR_ADDRESS } from "./app-routes";

const MENUS = [
  { title: "LiquidLaunch", items: ["Recent Tokens", "Leaderboard", "Guide"] },
  { title: "Hyperswap", items: ["New Pairs", "Pools", "Sphere Tokens"] },
  { title: "Tools", items: ["Gas Tracker", "Token Sniffer", "Stable Health", "Token Clicker"] },
];

test.describe("header", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { level: 1, name: "Creator Leaderboard" })).toBeVisible();
  });

  test("logo, Charts, Trading Bot and $LQSCAN lead to their pages", async ({ page }) => {
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Charts" }).click();
    await expect(page).toHaveURL(/\/chart$/);
    await header.getByRole("link", { name: "Trading Bot" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Trading Bot" })).toBeVisible();
    await header.getByRole("link", { name: "$LQSCAN" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "$LQSCAN" })).toBeVisible();
    await header.getByRole("link", { name: "LQScan home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  for (const menu of MENUS) {
    test(`${menu.title} menu holds exactly ${menu.items.join(", ")}`, async ({ page }) => {
      const toggle = page.getByRole("button", { name: menu.title, exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("list", { name: menu.title })).toHaveCount(0);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("list", { name: menu.title }).getByRole("listitem")).toHaveText(menu.items);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("list", { name: menu.title })).toHaveCount(0);
    });
  }

  test("menu items link to their pages", async ({ page }) => {
    const expected = [
      { menu: "LiquidLaunch", item: "Recent Tokens", path: "/recent" },
      { menu: "LiquidLaunch", item: "Leaderboard", path: "/leaderboard" },
      { menu: "Hyperswap", item: "New Pairs", path: "/hyperswap-pairs" },
      { menu: "Hyperswap", item: "Pools", path: "/hyperswap-pools" },
      { menu: "Hyperswap", item: "Sphere Tokens", path: "/sphere-tokens" },
      { menu: "Tools", item: "Gas Tracker", path: "/gas-tracker" },
      { menu: "Tools", item: "Token Sniffer", path: "/token-sniffer" },
      { menu: "Tools", item: "Stable Health", path: "/stable-peg" },
      { menu: "Tools", item: "Token Clicker", path: "/community-vote" },
    ];
    for (const { menu, item, path } of expected) {
      await page.getByRole("button", { name: menu, exact: true }).click();
      const link = page.getByRole("list", { name: menu }).getByRole("link", { name: item });
      await expect(link).toHaveAttribute("href", path);
      await expect(link).not.toHaveAttribute("target", /.*/);
      await page.getByRole("button", { name: menu, exact: true }).click();
    }
  });

  test("icons: an image when the icon is a path, otherwise the emoji", async ({ page }) => {
    await expect(page.getByRole("button", { name: "LiquidLaunch" }).locator("img")).toHaveAttribute("src", "/icons/liquidlaunch.svg");
    await expect(page.getByRole("button", { name: "Hyperswap" }).locator("img")).toHaveAttribute("src", "/icons/hyperswap.svg");
    const tools = page.getByRole("button", { name: "Tools" });
    await expect(tools.locator("img")).toHaveCount(0);
    await expect(tools).toContainText("⚙");
    await tools.click();
    await expect(page.getByRole("link", { name: "Gas Tracker" }).locator("img")).toHaveAttribute("src", "/icons/gas-tracker.svg");
  });

  test("choosing an item navigates and closes the dropdown", async ({ page }) => {
    await page.getByRole("button", { name: "Tools" }).click();
    await page.getByRole("list", { name: "Tools" }).getByRole("link", { name: "Stable Health" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Stable Health" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tools" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-expanded", "false");
  });

  test("an outside click closes the dropdown", async ({ page }) => {
    await page.getByRole("button", { name: "Hyperswap" }).click();
    await expect(page.getByRole("list", { name: "Hyperswap" })).toBeVisible();
    await page.getByRole("heading", { level: 1, name: "Creator Leaderboard" }).click();
    await expect(page.getByRole("list", { name: "Hyperswap" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  test("opening another dropdown closes the first", async ({ page }) => {
    await page.getByRole("button", { name: "LiquidLaunch" }).click();
    await page.getByRole("button", { name: "Tools" }).click();
    await expect(page.getByRole("list", { name: "Tools" })).toBeVisible();
    await expect(page.getByRole("list", { name: "LiquidLaunch" })).toHaveCount(0);
  });

  test("the token search box is in the header on every page", async ({ page }) => {
    for (const path of ["/leaderboard", `/chart/${PAIR_ADDRESS}`, "/chart"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("combobox", { name: "Search tokens" })).toHaveAttribute("placeholder", "Search tokens...");
    }
    await expect(page.getByRole("main").getByRole("combobox", { name: "Search tokens" })).toHaveCount(0);
  });
});

test.describe("Developer Guide", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/recent");
    await page.getByRole("button", { name: "LiquidLaunch" }).click();
    await page.getByRole("button", { name: "Guide" }).click();
  });

  test("opens from the Guide item and explains tiers and weights", async ({ page }) => {
    const guide = page.getByRole("dialog", { name: "Developer Guide" });
    await expect(guide).toBeVisible();
    await expect(page.getByRole("list", { name: "LiquidLaunch" })).toHaveCount(0);

    const tiers = guide.getByRole("table").nth(0).getByRole("row");
    await expect(tiers).toHaveText(["TierConfidence", "Legendary100%", "Epic90-99%", "Great80-89%", "Okay70-79%", "Neutral60-69%", "Meh45-59%", "Scam0-44%"]);
    const weights = guide.getByRole("table").nth(1).getByRole("row");
    await expect(weights).toHaveText(["FactorWeight", "Success Rate33%", "Volume33%", "Holders15%", "Generated Marketcap15%", "Trades4%"]);
  });

  test("a click inside does not close it; the close button does", async ({ page }) => {
    const guide = page.getByRole("dialog", { name: "Developer Guide" });
    await guide.getByRole("heading", { name: "Confidence tiers" }).click();
    await guide.getByRole("cell", { name: "Legendary" }).click();
    await expect(guide).toBeVisible();
    await guide.getByRole("button", { name: "Close guide" }).click();
    await expect(guide).toHaveCount(0);
  });

  test("a click on the overlay closes it", async ({ page }) => {
    const guide = page.getByRole("dialog", { name: "Developer Guide" });
    await expect(guide).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(guide).toHaveCount(0);
    await expect(page).toHaveURL(/\/recent$/);
  });

  test("Escape closes it", async ({ page }) => {
    const guide = page.getByRole("dialog", { name: "Developer Guide" });
    await expect(guide).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(guide).toHaveCount(0);
  });
});
