import { expect, type Page, test } from "@playwright/test";
import { tradedLaunch } from "./devnet-market";
import { priceText } from "./expected-text";
import { expectWheelScrolls } from "./page-scroll";

// A pair's link previews as its chart, the pair page shares it, and on a phone the page itself scrolls.

type Info = { pair: { latestPriceUsd: number } };

/** Elements that scroll on their own vertically: a phone's pair page must have none. */
const innerScrollers = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("body *"))
      .filter((element) => /(auto|scroll)/.test(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 2)
      .map((element) => element.className),
  );

test.describe("sharing a pair", () => {
  let pair: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    pair = (await tradedLaunch(`SHR${Date.now().toString(36).slice(-4).toUpperCase()}`)).toLowerCase();
  });

  test("the shared link's page names the pair and its price, and its card is a 1200 × 630 PNG", async ({ page }) => {
    const html = await (await page.request.get(`/chart/${pair}`)).text();
    const info = (await (await page.request.get(`/api/v1/indexer/info/${pair}`)).json()) as Info;
    const content = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(content("og:title")).toMatch(new RegExp(`^SHR\\w+ / WHYPE ${priceText(info.pair.latestPriceUsd).replace("$", "\\$")} · LQScan$`));
    expect(content("twitter:card")).toBe("summary_large_image");
    const image = await page.request.get(content("og:image")!);
    expect(image.headers()["content-type"]).toBe("image/png");
    const bytes = await image.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("the Share dialog shows the card, copies the link and offers X and Telegram", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/chart/${pair}`);
    await page.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: /^Share SHR\w+ \/ WHYPE$/ });
    await expect(dialog.getByText("What the link shows when posted")).toBeVisible();
    const link = `${baseURL}/chart/${pair}`;
    await expect(dialog.getByLabel("Link to this chart")).toHaveValue(link);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const x = new URL((await dialog.getByRole("link", { name: "Post on X" }).getAttribute("href"))!);
    expect(x.origin + x.pathname).toBe("https://x.com/intent/post");
    expect(x.searchParams.get("url")).toBe(link);
    const telegram = new URL((await dialog.getByRole("link", { name: "Send on Telegram" }).getAttribute("href"))!);
    expect(telegram.searchParams.get("url")).toBe(link);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("on a phone the page scrolls, with no scroller inside, and the token's facts come before the trades", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/chart/${pair}`);
    const chart = page.getByTestId("price-chart");
    await expect(chart).toHaveAttribute("data-painted", "true");
    const tokenInfo = page.getByRole("heading", { name: "Token info" });
    const tradesTab = page.getByRole("tab", { name: "Trades" });
    await expect(tradesTab).toBeVisible();
    expect((await tokenInfo.boundingBox())!.y).toBeLessThan((await tradesTab.boundingBox())!.y);
    expect(await innerScrollers(page)).toEqual([]);
    // The wheel over the chart scrolls the page instead of zooming the chart.
    await expectWheelScrolls(page, { over: chart });
  });
});
