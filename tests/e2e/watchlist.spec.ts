import { expect, test } from "@playwright/test";
import { pairDetailResponseSchema } from "../../shared/schemas/pair-detail";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";
import { signInByEmail, uniqueEmail, walletButton } from "./sign-in-steps";

// The watchlist and alerts signed out: a star kept in the browser across a reload, and an alert this browser
// judges on the market's figures, announced by a browser notification when a trade on the devnet reaches it.

test.use({ permissions: ["notifications"] });

test("a star survives a reload, and a trade past an alert's price shows a notification", async ({ page }) => {
  test.setTimeout(60_000);
  // Records each notification the app makes, still making the real one.
  await page.addInitScript(() => {
    const Real = window.Notification;
    const made: { title: string; body: string | undefined }[] = [];
    Object.assign(window, { madeNotifications: made });
    const Spy = function (this: Notification, title: string, options?: NotificationOptions) {
      made.push({ title, body: options?.body });
      return new Real(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(Spy, "permission", { get: () => Real.permission });
    Spy.requestPermission = (callback) => Real.requestPermission(callback);
    window.Notification = Spy;
  });
  const market = await devnetMarket();
  const trader = await fundedAccount();
  const token = await market.createToken(trader, "WATCH");
  await market.buy(trader, token, "1");
  await indexedTrades(token, 1);

  await page.goto(`/chart/${token}`);
  await page.getByRole("button", { name: "Star WATCH" }).click();
  await expect(page.getByRole("button", { name: "Unstar WATCH" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/chart");
  const watchlist = page.getByRole("table", { name: "Watchlist" });
  await expect(watchlist.getByRole("link", { name: /WATCH/ })).toBeVisible();
  await page.reload();
  await expect(watchlist.getByRole("link", { name: /WATCH/ })).toBeVisible();

  const { pair } = pairDetailResponseSchema.parse(await (await page.request.get(`/api/v1/indexer/info/${token}`)).json());
  const threshold = pair!.latestPriceUsd! * 1.02;
  await page.goto(`/chart/${token}`);
  await page.getByRole("button", { name: "Alert", exact: true }).click();
  const form = page.getByRole("form", { name: "Alert on WATCH" });
  await form.getByLabel("When").selectOption("price-above");
  await form.getByLabel("Threshold").fill(String(threshold));
  await form.getByRole("button", { name: "Set alert" }).click();
  await expect(form).toBeHidden();

  await market.buy(trader, token, "20");
  await indexedTrades(token, 2);
  const { pair: after } = pairDetailResponseSchema.parse(await (await page.request.get(`/api/v1/indexer/info/${token}`)).json());
  expect(after!.latestPriceUsd!).toBeGreaterThan(threshold);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { madeNotifications: { title: string; body: string }[] }).madeNotifications), { timeout: 20_000 })
    .toEqual([{ title: "lqscan alert", body: expect.stringContaining("WATCH price rose to $") }]);
  await expect(page.getByRole("status").filter({ hasText: "WATCH price rose to $" })).toBeVisible();
});

test("signing in moves the browser's stars and alerts to the server, and they follow the trader to another browser", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const market = await devnetMarket();
  const trader = await fundedAccount();
  const token = await market.createToken(trader, "FOLLOW");
  await market.buy(trader, token, "1");
  await indexedTrades(token, 1);
  const email = uniqueEmail("watchlist");

  await page.goto(`/chart/${token}`);
  await page.getByRole("button", { name: "Star FOLLOW" }).click();
  await page.getByRole("button", { name: "Alert", exact: true }).click();
  const form = page.getByRole("form", { name: "Alert on FOLLOW" });
  await form.getByLabel("When").selectOption("mcap-above");
  await form.getByLabel("Threshold").fill("123456789");
  await form.getByRole("button", { name: "Set alert" }).click();
  await expect(form).toBeHidden();
  await signInByEmail(page, email);
  await expect(walletButton(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Unstar FOLLOW" })).toBeVisible();

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto("/chart");
  await expect(elsewhere.getByText("Star a token to follow it here.")).toBeVisible();
  await signInByEmail(elsewhere, email);
  await expect(elsewhere.getByRole("table", { name: "Watchlist" }).getByRole("link", { name: /FOLLOW/ })).toBeVisible({ timeout: 30_000 });
  // The alert set signed out was moved to the server: another browser lists it, and the first one no longer keeps it.
  const alerts = elsewhere.getByRole("list", { name: "Alerts" });
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  const alert = alerts.getByRole("listitem");
  await expect(alert.getByRole("link", { name: "FOLLOW" })).toBeVisible();
  await expect(alert).toContainText("market cap ≥ $123.5M");
  await expect(alert).toContainText("Waiting");
  expect(await page.evaluate(() => localStorage.getItem("lqscan.alerts"))).toBeNull();
  await other.close();
});
