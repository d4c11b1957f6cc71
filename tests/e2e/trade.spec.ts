import { expect, type Page, test } from "@playwright/test";
import { createPublicClient, http } from "viem";
import { TERMINAL_PATH } from "../../frontend/app/terminal-path";
import { DEVNET_RPC_URL } from "./chromium";
import { devnetMarket, fundedAccount, indexedLaunch, whileBlocksPaused } from "./devnet-market";
import { signInWithGoogle, uniqueEmail, walletButton } from "./sign-in-steps";

// Trading from the embedded wallet on a pair's chart page, as a person does it: sign in, take HYPE from
// the devnet faucet, buy, see the trade and the position, sell half and the rest; a refused buy.

const MINED_MS = 20_000;

async function signedInWithHype(page: Page, token: string) {
  await signInWithGoogle(page, uniqueEmail("trader"), `/chart/${token}`);
  await walletButton(page).click();
  await page.getByRole("button", { name: "Get 100 HYPE (devnet faucet)" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText("100 HYPE");
  await page.keyboard.press("Escape");
  return page.getByRole("region", { name: "Trade", exact: true });
}

test.describe("trading from the embedded wallet", () => {
  test("buy a curve token, see the trade and the position once it is mined, sell 50 % then 100 %", async ({ page }) => {
    test.setTimeout(120_000);
    const token = await indexedLaunch("E2ETRD");
    const panel = await signedInWithHype(page, token);
    const position = panel.getByRole("region", { name: "Your position" });
    await expect(position).toContainText("No E2ETRD traded from this wallet yet.");

    await panel.getByRole("button", { name: "1", exact: true }).click();
    await expect(panel.getByText(/^≈ [\d.]+[KMB]? E2ETRD$/)).toBeVisible();
    await panel.getByRole("button", { name: "Buy E2ETRD" }).click();
    await expect(panel.getByRole("status")).toHaveText("Sending your buy and waiting for it to be mined…");
    await expect(panel.getByRole("status")).toHaveText(/^Bought [\d.]+[KMB]? E2ETRD for 1 HYPE in block \d+\. Tx 0x/, { timeout: MINED_MS });
    const own = page.locator("tr.trade-own");
    await expect(own).toHaveCount(1);
    await expect(own.first()).toContainText("You");
    await expect(position).toContainText(/Holding[\d.]+[KMB]? E2ETRD/);
    await expect(position).toContainText("Average cost$");

    await panel.getByRole("button", { name: "Sell", exact: true }).click();
    await panel.getByRole("button", { name: "50%" }).click();
    await panel.getByRole("button", { name: "Sell E2ETRD" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Sold [\d.]+[KMB]? E2ETRD for [\d.]+ HYPE/, { timeout: MINED_MS });
    await expect(own).toHaveCount(2);

    await panel.getByRole("button", { name: "Max" }).click();
    await panel.getByRole("button", { name: "Sell E2ETRD" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Sold [\d.]+[KMB]? E2ETRD for [\d.]+ HYPE/, { timeout: MINED_MS });
    await expect(own).toHaveCount(3);
    await expect(position).toContainText("Holding0 E2ETRD");
  });

  test("My trades marks the wallet's buy on the candle of its block", async ({ page }) => {
    test.setTimeout(90_000);
    const token = await indexedLaunch("E2EMRK");
    const panel = await signedInWithHype(page, token);
    await panel.getByRole("button", { name: "1", exact: true }).click();
    await panel.getByRole("button", { name: "Buy E2EMRK" }).click();
    const bought = panel.getByRole("status").filter({ hasText: /^Bought / });
    await expect(bought).toHaveText(/ in block \d+\. Tx 0x/, { timeout: MINED_MS });
    const block = BigInt(/ in block (\d+)\./.exec((await bought.textContent()) ?? "")![1]!);
    const { timestamp } = await createPublicClient({ transport: http(DEVNET_RPC_URL) }).getBlock({ blockNumber: block });
    const minute = Math.floor(Number(timestamp) / 60) * 60;

    const chart = page.getByTestId("price-chart");
    await page.getByRole("group", { name: "Timeframe" }).getByRole("button", { name: "1m", exact: true }).click();
    await expect(chart).toHaveAttribute("data-trade-marks", "");
    await page.getByRole("group", { name: "Trade marks" }).getByRole("button", { name: "My trades" }).click();
    // One buy mark ("B", below the bar) on the minute candle its block fell in.
    await expect(chart).toHaveAttribute("data-trade-marks", `${minute} B`, { timeout: MINED_MS });
  });

  test("a buy another wallet's trade pushed past the slippage tolerance is refused, and nothing is spent", async ({ page }) => {
    test.setTimeout(90_000);
    const token = await indexedLaunch("E2ESLP");
    const panel = await signedInWithHype(page, token);
    await panel.getByLabel("Slippage tolerance (%)").fill("0.1");
    await panel.getByRole("button", { name: "1", exact: true }).click();
    await expect(panel.getByText(/^≈ [\d.]+[KMB]? E2ESLP$/)).toBeVisible();

    const market = await devnetMarket();
    const whale = await fundedAccount();
    await whileBlocksPaused(async () => {
      await market.sendBuy(whale, token, "20");
      await panel.getByRole("button", { name: "Buy E2ESLP" }).click();
      await expect(panel.getByRole("alert")).toHaveText(
        /^Slippage exceeded: the price moved and this buy would receive [\d.]+ E2ESLP, less than the minimum of [\d.]+ E2ESLP \(the quote of [\d.]+ E2ESLP less your 0\.10 % tolerance\)\. Nothing was sent\.$/,
      );
    });
    await expect(walletButton(page)).toHaveAccessibleName(/ 100 HYPE$/);
  });

  test("a bonded token is bought on its HyperSwap V2 pair from the same panel", async ({ page }) => {
    test.setTimeout(90_000);
    const token = await indexedLaunch("E2EV2");
    await (await devnetMarket()).bond(token);
    const panel = await signedInWithHype(page, token);
    await panel.getByRole("button", { name: "1", exact: true }).click();
    // HyperSwap V2 takes 0.3 %: 0.003 HYPE on 1 HYPE.
    const fee = panel.getByRole("term").filter({ hasText: /^Fee$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(fee).toHaveText("0.003 HYPE");
    await panel.getByRole("button", { name: "Buy E2EV2" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Bought [\d.]+[KMB]? E2EV2 for 1 HYPE in block \d+\. Tx 0x/, { timeout: MINED_MS });
  });

  test("the terminal's columns: a row opens its pair in place, and its one-click buy spends the chosen quick amount", async ({ page }) => {
    test.setTimeout(120_000);
    const first = await indexedLaunch("E2ECK1");
    const second = await indexedLaunch("E2ECK2");
    await signedInWithHype(page, first);
    await page.goto(`${TERMINAL_PATH}/trade?pair=${first}`);
    const launches = page.getByRole("complementary", { name: "Launches" });
    const newLaunches = launches.getByRole("region", { name: "New launches" });
    // The newest row of that symbol (a stack kept between runs has older ones).
    const row = (symbol: string) => newLaunches.getByRole("listitem").filter({ hasText: symbol }).first();
    await expect(row("E2ECK1").getByRole("button").first()).toHaveAttribute("aria-current", "true");

    // Marked on the page: a page load would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await row("E2ECK2").getByRole("button").first().click();
    await expect(page).toHaveURL(new RegExp(`pair=${second}`));
    await expect(page.getByRole("heading", { level: 2, name: /^E2ECK2/ })).toBeVisible();
    await expect(row("E2ECK2").getByRole("button").first()).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await launches.getByLabel("Quick buy").selectOption("0.5 HYPE");
    await row("E2ECK2").getByRole("button", { name: "Buy 0.5 HYPE of E2ECK2" }).click();
    await expect(row("E2ECK2").getByRole("status")).toHaveText(/^Bought [\d.]+[KMB]? E2ECK2$/, { timeout: MINED_MS });
    await expect(page.locator("tr.trade-own")).toHaveCount(1);
    await expect(walletButton(page)).not.toHaveAccessibleName(/ 100 HYPE$/);
    await page.reload();
    await expect(launches.getByLabel("Quick buy")).toHaveValue("1");
  });

  test("signed out, the panel offers sign-in", async ({ page }) => {
    const token = await indexedLaunch("E2EOUT");
    await page.goto(`/chart/${token}`);
    const panel = page.getByRole("region", { name: "Trade", exact: true });
    await expect(panel).toContainText("Sign in to buy and sell E2EOUT from your own wallet.");
    await panel.getByRole("button", { name: "Sign in to trade" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });
});
