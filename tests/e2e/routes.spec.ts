import { expect, test } from "@playwright/test";
import { APP_ROUTES, PAIR_ADDRESS, TERMINAL_PATH, TOKEN_ADDRESS } from "./app-routes";

test.describe("route table", () => {
  for (const route of APP_ROUTES) {
    test(`${route.path} shows "${route.title}"`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.title, exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(route.path);
    });
  }

  test("pages about one pair or token name it", async ({ page }) => {
    await page.goto(`/chart/${PAIR_ADDRESS}`);
    await expect(page.getByText(PAIR_ADDRESS)).toBeVisible();
    await page.goto(`/bubble-maps/${TOKEN_ADDRESS}`);
    await expect(page.getByText(TOKEN_ADDRESS)).toBeVisible();
    await page.goto("/nft-collections/hypurr");
    await expect(page.getByText("hypurr", { exact: true })).toBeVisible();
  });

  for (const unknownPath of ["/does-not-exist", "/leaderboard/extra/segments", "/terminal", "/chart/a/b"]) {
    test(`unknown path ${unknownPath} redirects to /`, async ({ page }) => {
      await page.goto(unknownPath);
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(page.getByRole("heading", { level: 1, name: "Every HyperEVM token, scanned." })).toBeVisible();
    });
  }
});

test.describe("landing page", () => {
  test("pitches the product and leads into it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("LQScan tracks every LiquidLaunch launch and HyperSwap pair")).toBeVisible();
    const getStarted = page.getByRole("navigation", { name: "Get started" });
    await expect(getStarted.getByRole("link")).toHaveText(["Open Charts", "Recent Tokens", "Leaderboard"]);

    await getStarted.getByRole("link", { name: "Recent Tokens" }).click();
    await expect(page).toHaveURL(/\/recent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Recent Tokens" })).toBeVisible();
  });

  test("entry buttons open Charts and the Leaderboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Open Charts" }).click();
    await expect(page).toHaveURL(/\/chart$/);
    await page.goBack();
    await page.getByRole("navigation", { name: "Get started" }).getByRole("link", { name: "Leaderboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Creator Leaderboard" })).toBeVisible();
  });
});

test.describe("hidden trading terminal", () => {
  const terminalSlug = TERMINAL_PATH.slice(1);

  test("is reachable by its path and with /trade", async ({ page }) => {
    await page.goto(`${TERMINAL_PATH}/trade`);
    await expect(page.getByRole("heading", { level: 1, name: "Trading Terminal" })).toBeVisible();
  });

  test("is linked from nowhere: no href on any page, dropdown or menu mentions it", async ({ page }) => {
    // It loads every one of the 25 pages of the app in turn: 90 s was not enough on a loaded two-core CI machine.
    test.setTimeout(180_000);
    const hrefs = new Set<string>();
    const collectHrefs = async () => {
      for (const href of await page.locator("[href]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""))) {
        hrefs.add(href);
      }
    };
    // The terminal's own links (its trade filters) point back into it; they reveal nothing to whoever is already there.
    for (const route of APP_ROUTES.filter((route) => !route.path.startsWith(TERMINAL_PATH))) {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await collectHrefs();
    }

    await page.goto("/leaderboard");
    for (const menu of ["LiquidLaunch", "Hyperswap", "Tools"]) {
      await page.getByRole("button", { name: menu }).click();
      await collectHrefs();
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileMenu = page.getByRole("dialog", { name: "Menu" });
    for (const group of ["LiquidLaunch", "Hyperswap", "Tools"]) {
      await mobileMenu.getByRole("button", { name: group }).click();
    }
    await collectHrefs();

    expect(hrefs).toContain("/leaderboard");
    expect(hrefs).toContain("/community-vote");
    expect([...hrefs].filter((href) => href.includes(terminalSlug))).toEqual([]);
    await expect(page.locator(`text=${terminalSlug}`)).toHaveCount(0);
  });
});
