import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Hash, parseEther } from "viem";
import { mined, sentTransaction, tokenBalance, tokensMoved } from "./bot-chain";
import { BASE_URL } from "./chromium";
import { devnetMarket, fundedAccount, indexedLaunch, indexedTrades } from "./devnet-market";
import { uniqueEmail } from "./sign-in-steps";
import { signInFromTradePanel } from "./trade-panel-sign-in";

// The trading bot as a trader uses it, on one signed-in wallet and one token: signed out the page explains itself;
// signed in, every rule kind is armed from the page (the limit buy from the pair page's "Set an order"), the test's
// own trades on the devnet meet each condition, and each rule is seen to fire in "Your rules" and the "Bot log",
// its figures checked against the chain; the log then exports as CSV.

/** Prices every fresh launch is above (its curve starts near 3·10⁻⁷ HYPE a token), and one it never falls to. */
const UNDER_ANY_PRICE = "0.00000001";
const NEVER_REACHED = "0.000000000001";
const BOT_LOG_CSV_HEADER = "at,rule,kind,block,outcome,reason,token,side,amountIn,amountOut,transaction";
const uniqueSymbol = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4).toUpperCase()}`;

/** The full hash of a log row's transaction, through its copy button as a trader takes it. */
async function copiedHash(page: Page, row: Locator): Promise<Hash> {
  await row.getByRole("button", { name: "Copy transaction hash" }).click();
  await expect(row.getByRole("status")).toHaveText("Copied");
  return (await page.evaluate(() => navigator.clipboard.readText())) as Hash;
}

test("arm every rule kind from the page, see each fire on the devnet, read the log and export it", async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto("/trading-bot");
  // The page's code loads lazily: slow on a loaded machine.
  await expect(page.getByRole("heading", { name: "Sign in to arm your first rule" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Example: "buy 1 HYPE of PURR/)).toBeVisible();

  const token = await indexedLaunch("E2EBOT");
  const short = token.slice(0, 6);
  await page.goto(`/chart/${token}`);
  // Signing in creates the wallet: a minute on a loaded machine.
  await signInFromTradePanel(page, uniqueEmail("bot"), "Bot Trader");

  // Limit buy, from the trade panel: any price under 1 HYPE a token holds at once.
  await page.getByRole("link", { name: "Set an order" }).click();
  await expect(page).toHaveURL(new RegExp(`/trading-bot\\?kind=limit-buy&token=${token}`));
  const form = page.getByRole("form", { name: "New rule" });
  await expect(form.getByLabel("Token address")).toHaveValue(token);
  await form.getByLabel("At (HYPE)").fill("1");
  await form.getByLabel("Buy with (HYPE)").fill("0.5");
  await form.getByLabel("Spend cap (HYPE)").fill("1");
  await form.getByRole("button", { name: "Arm rule" }).click();

  const rules = page.getByRole("list", { name: "Your rules" });
  const rule = (summary: string | RegExp) => rules.getByRole("listitem").filter({ hasText: summary });
  const log = page.getByRole("table", { name: "Bot log" });
  const logRow = (kind: string, outcome: string) => log.getByRole("row").filter({ hasText: kind }).filter({ hasText: outcome });
  const FIRED = { timeout: 60_000 };
  await expect(rule(`Buy 0.5 HYPE of ${short}`)).toContainText("armed");

  const market = await devnetMarket();
  await market.buy(await fundedAccount(), token, "0.2");
  await expect(rule(`Buy 0.5 HYPE of ${short}`)).toContainText("done", FIRED);
  await expect(rule(`Buy 0.5 HYPE of ${short}`)).toContainText("Spent 0.5 of 1 HYPE · 1 sent");
  const limitBuy = logRow("Limit buy", "executed");
  await expect(limitBuy).toContainText(/Sent: price [\d.,]+ HYPE ≤ 1 HYPE/);
  await expect(limitBuy).toContainText(/Buy 0\.5 HYPE → [\d.]+[KMB]? tokens/);
  const position = await copiedHash(page, limitBuy);
  const bought = await sentTransaction(position);
  const wallet = bought.from;
  expect(bought.value).toBe(parseEther("0.5"));
  const positionUnits = await tokensMoved(position, token, { to: wallet });
  expect(positionUnits).toBeGreaterThan(0n);

  const arm = async (kind: string, fields: Record<string, string>, summary: string | RegExp) => {
    await form.getByRole("combobox", { name: "Rule", exact: true }).selectOption({ label: kind });
    for (const [label, value] of Object.entries(fields)) {
      const select = form.getByRole("combobox", { name: label, exact: true });
      if ((await select.count()) > 0) await select.selectOption(value);
      else await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole("button", { name: "Arm rule" }).click();
    await expect(rule(summary)).toContainText("armed");
  };

  // Take-profit and stop-loss on the limit buy's position, DCA and copying the test's own account; that account's
  // buy then meets the take-profit (the stop-loss is cancelled), is copied, and the DCA's first buy is due at once.
  await arm(
    "Take-profit",
    { "Token address": token, "Position (its buy's transaction)": position, "Sell at price ≥ (HYPE)": UNDER_ANY_PRICE },
    /Sell the position .* or higher/,
  );
  await arm(
    "Stop-loss",
    { "Token address": token, "Position (its buy's transaction)": position, "Sell at price ≤ (HYPE)": NEVER_REACHED },
    /Sell the position .* or lower/,
  );
  await arm("DCA", { "Token address": token, "Each buy (HYPE)": "0.1", "Every (seconds)": "3600", Times: "3" }, "every 3600 s, 3 times");
  const copied = await fundedAccount();
  await arm(
    "Copy a wallet",
    { "Wallet to copy": copied, "Size factor (× their HYPE)": "0.5", "Per-trade cap (HYPE)": "0.1", "Daily cap (HYPE)": "0.3" },
    "at ×0.5",
  );
  const copiedBuy = await market.buy(copied, token, "1");

  await expect(rule(/Sell the position .* or higher/)).toContainText("done", FIRED);
  await expect(rule(/Sell the position .* or higher/)).toContainText("Spent 0 of 1 HYPE · 1 sent");
  await expect(rule(/Sell the position .* or lower/)).toContainText("cancelled");
  await expect(logRow("Stop-loss", "cancelled")).toContainText("Cancelled: the position's take-profit was sent");
  const takeProfit = logRow("Take-profit", "executed");
  await expect(takeProfit).toContainText(/Sent: price [\d.,e-]+ HYPE ≥ /);
  // It sold exactly what the bound buy received.
  expect(await tokensMoved(await copiedHash(page, takeProfit), token, { from: wallet })).toBe(positionUnits);

  await expect(rule("every 3600 s, 3 times")).toContainText("Spent 0.1 of 1 HYPE · 1 sent", FIRED);
  await expect(logRow("DCA", "executed")).toContainText("Sent: buy 1 of 3");
  expect((await sentTransaction(await copiedHash(page, logRow("DCA", "executed")))).value).toBe(parseEther("0.1"));

  // 0.5 × the copied wallet's HYPE, capped at 0.1 a trade.
  const copiedValue = (await sentTransaction(copiedBuy)).value;
  const copySize = (copiedValue * 5n) / 10n < parseEther("0.1") ? (copiedValue * 5n) / 10n : parseEther("0.1");
  await expect(rule("at ×0.5")).toContainText("Spent 0.1 of 1 HYPE · 1 sent", FIRED);
  const copy = logRow("Copy a wallet", "executed");
  await expect(copy).toContainText("Sent: copies a buy of 1 HYPE × 0.5");
  expect((await sentTransaction(await copiedHash(page, copy))).value).toBe(copySize);

  // Limit sell at a price the token is already above, and a trailing stop: a big buy lifts the price (the
  // limit sell fires, the stop's high follows), the same account's sell drops it 30 % (the stop fires).
  await arm("Limit sell", { "Token address": token, "At (HYPE)": UNDER_ANY_PRICE, "Sell % of holding": "50" }, `Sell 50 % of ${short}`);
  await arm("Trailing stop", { "Token address": token, "Trail (% under the high)": "20", "Sell % of holding": "100" }, "20 % under its high since armed");
  const mover = await fundedAccount();
  await market.buy(mover, token, "60");
  await expect(rule(`Sell 50 % of ${short}`)).toContainText("done", FIRED);
  const limitSell = logRow("Limit sell", "executed");
  await expect(limitSell).toContainText(/Sent: price [\d.,e-]+ HYPE ≥ /);
  const limitSellHash = await copiedHash(page, limitSell);
  const before = await tokenBalance(token, wallet, (await sentTransaction(limitSellHash)).blockNumber - 1n);
  expect(await tokensMoved(limitSellHash, token, { from: wallet })).toBe(before / 2n);
  await expect(rule("20 % under its high since armed")).toContainText(/high [\d.,e-]+/, FIRED);
  await market.sell(mover, token, 1);
  await expect(rule("20 % under its high since armed")).toContainText("done", FIRED);
  await expect(logRow("Trailing stop", "executed")).toContainText(/Sent: price [\d.,e-]+ HYPE ≤ [\d.,e-]+ HYPE, 20 % under the high of /);
  expect(await tokenBalance(token, wallet)).toBe(0n);

  // Snipe: a creator whose first launch drew a dozen buyers is scored by the five-minute cron (run now), then
  // launches again with nothing bought in its first block. The sniffer calls any launch by a Scam-tier creator
  // high-risk, so the creator must score above Scam: the rule asks for Meh or better.
  const creator = await fundedAccount();
  const first = await market.createToken(creator, uniqueSymbol("SNA"));
  const buyers = await Promise.all(Array.from({ length: 12 }, () => fundedAccount()));
  await Promise.all((await Promise.all(buyers.map((buyer) => market.sendBuy(buyer, first, "15")))).map(mined));
  await indexedTrades(first, buyers.length);
  expect((await fetch(new URL("/__scheduled?cron=*/5+*+*+*+*", BASE_URL))).status).toBe(200);
  const tier = (await (await fetch(new URL(`/api/v1/tools/sniffer/${first}?fresh=1`, BASE_URL))).json()).creator.confidenceTier as string;
  expect(["Legendary", "Epic", "Great", "Okay", "Neutral", "Meh"]).toContain(tier);
  await arm(
    "Snipe launches",
    { "Creator tier at least": "Meh", "Most % bought in the launch block": "10", "Buy with (HYPE)": "0.1", "Spend cap (HYPE)": "0.1" },
    "by a Meh or better creator",
  );
  const second = await market.createToken(creator, uniqueSymbol("SNB"));
  await expect(rule("by a Meh or better creator")).toContainText("Spent 0.1 of 0.1 HYPE · 1 sent", FIRED);
  const snipe = logRow("Snipe launches", "executed");
  await expect(snipe).toContainText(`Sent: a clean launch by a ${tier} creator`);
  const snipeHash = await copiedHash(page, snipe);
  expect((await sentTransaction(snipeHash)).value).toBe(parseEther("0.1"));
  const sniped = await tokensMoved(snipeHash, second, { to: wallet });
  expect(sniped).toBeGreaterThan(0n);
  expect(await tokenBalance(second, wallet)).toBe(sniped);

  // The log as CSV, from the browser: its header and the limit buy's executed line.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export log (CSV)" }).click();
  const csv = (await readFile(await (await download).path(), "utf8")).trimEnd().split("\n");
  expect(csv[0]).toBe(BOT_LOG_CSV_HEADER);
  const limitBuyLine = csv.find((line) => line.includes(position))!;
  expect(limitBuyLine).toMatch(
    new RegExp(`,limit-buy,\\d+,executed,Sent: price [\\d.,e-]+ HYPE ≤ 1 HYPE,${token.toLowerCase()},buy,0\\.5,[\\d.]+,${position}$`),
  );

  await page.getByRole("button", { name: "Pause all" }).click();
  await expect(page.getByText("Paused: no rule sends anything until you resume.")).toBeVisible();
});
