import { expect, test } from "@playwright/test";

test.describe("footer", () => {
  test("navigation: Token Sniffer, Bubble Maps, Recent Tokens, Gas Tracker, Token Clicker", async ({ page }) => {
    await page.goto("/leaderboard");
    const links = page.getByRole("contentinfo").getByRole("navigation", { name: "Explore" }).getByRole("link");
    await expect(links).toHaveText(["Token Sniffer", "Bubble Maps", "Recent Tokens", "Gas Tracker", "Token Clicker"]);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual(["/token-sniffer", "/bubble-maps", "/recent", "/gas-tracker", "/community-vote"]);

    await links.filter({ hasText: "Bubble Maps" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bubble Maps" })).toBeVisible();
  });

  test("social and partner links open in a new tab", async ({ page }) => {
    await page.goto("/leaderboard");
    const footer = page.getByRole("contentinfo");
    const expected = [
      { group: "Community", label: "X", href: "https://x.com/lqscan" },
      { group: "Community", label: "Telegram", href: "https://t.me/lqscan" },
      { group: "Community", label: "Discord", href: "https://discord.gg/lqscan" },
      { group: "Community", label: "GitHub", href: "https://github.com/lqscan" },
      { group: "Partners", label: "LiquidLaunch", href: "https://liquidlaunch.app" },
      { group: "Partners", label: "HyperSwap", href: "https://hyperswap.exchange" },
      { group: "Partners", label: "Hyperliquid", href: "https://hyperliquid.xyz" },
    ];
    for (const { group, label, href } of expected) {
      const link = footer.getByRole("navigation", { name: group }).getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer.getByRole("navigation", { name: "Community" }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("navigation", { name: "Partners" }).getByRole("link")).toHaveCount(3);
  });

  test("shows the disclaimer and the copyright of the current year", async ({ page }) => {
    await page.goto("/gas-tracker");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Not financial advice. Use at your own risk.", { exact: true })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} LQScan`, { exact: true })).toBeVisible();
  });

  test("the copyright year follows the clock", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-15T12:00:00Z"));
    await page.goto("/gas-tracker");
    await expect(page.getByRole("contentinfo").getByText("© 2031 LQScan", { exact: true })).toBeVisible();
  });
});
