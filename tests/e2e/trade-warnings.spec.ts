import { expect, type Page, test } from "@playwright/test";
import type { Address } from "viem";
import { devnetMarket, fundedAccount, impersonate, indexedLaunch, mineBlock, tipsInBlock, whileBlocksPaused } from "./devnet-market";
import { uniqueEmail, walletButton } from "./sign-in-steps";
import { signInFromTradePanel } from "./trade-panel-sign-in";

// The trade panel says before the click what the worker would refuse after it, and disables the action:
// an amount above the balance, a sell above the holding, the creator's first hour, a sold-out curve. A big
// price impact asks first; slippage and the tip show their limit and the value used; the tip is what the
// transaction carries on chain.

const MINED_MS = 20_000;

async function signedInWithHype(page: Page, token: string) {
  await page.goto(`/chart/${token}`);
  // Signs in from the panel (a minute allowed for the new wallet on a loaded machine) and takes 100 HYPE.
  await signInFromTradePanel(page, uniqueEmail("warned"), "E2E Trader");
  await walletButton(page).click();
  const wallet = (await page.locator(".wallet-address").getAttribute("title")) as Address;
  await page.keyboard.press("Escape");
  return { panel: page.getByRole("region", { name: "Trade", exact: true }), wallet };
}

test("the trade panel warns before the click and sends the trader's tip", async ({ page }) => {
  test.setTimeout(180_000);
  const token = await indexedLaunch("E2EWRN");
  const { panel, wallet } = await signedInWithHype(page, token);
  const buy = panel.getByRole("button", { name: "Buy E2EWRN" });
  const amount = panel.getByLabel("Amount (HYPE)");

  await amount.fill("150");
  await expect(panel.getByRole("alert")).toHaveText("Not enough HYPE: your wallet holds 100 HYPE.");
  await expect(buy).toBeDisabled();

  await panel.getByLabel("Slippage tolerance (%)").fill("15");
  await expect(panel.getByText("The maximum is 10 %: 10 % is used.")).toBeVisible();
  await panel.getByLabel("Priority tip (gwei)").fill("150");
  await expect(panel.getByText("The maximum is 100 gwei: 100 gwei is used.")).toBeVisible();
  await panel.getByLabel("Priority tip (gwei)").fill("2");

  // 60 HYPE into a fresh curve's 300 of virtual liquidity moves its price far more than 10 %.
  await amount.fill("60");
  await expect(panel.getByRole("alert")).toHaveCount(0);
  const quote = panel.getByRole("definition");
  await expect(quote.filter({ hasText: /^≈ [\d.]+ HYPE \([\d,]+ gas\)$/ })).toBeVisible();
  await buy.click();
  const confirm = panel.getByRole("alertdialog", { name: "Confirm a high price impact" });
  await expect(confirm).toContainText(/^Price impact is (\d+\.\d\d)%: this buy gets \1% less than at the current price\. Buy anyway\?/);
  await confirm.getByRole("button", { name: "Buy anyway" }).click();
  const done = panel.getByRole("status").filter({ hasText: /^Bought / });
  await expect(done).toHaveText(/^Bought [\d.]+[KMB]? E2EWRN for 60 HYPE in block \d+\./, { timeout: MINED_MS });
  const block = BigInt(/in block (\d+)/.exec((await done.textContent()) ?? "")![1]!);
  expect(await tipsInBlock(block, wallet)).toEqual([2_000_000_000n]);

  await panel.getByRole("button", { name: "Sell", exact: true }).click();
  await panel.getByLabel("Amount (E2EWRN)").fill("999999999");
  await expect(panel.getByRole("alert")).toHaveText(/^Not enough E2EWRN: your wallet holds [\d.]+[KMB] E2EWRN\.$/);
  await expect(panel.getByRole("button", { name: "Sell E2EWRN" })).toBeDisabled();

  // A token this wallet launched: its sells wait an hour, said as soon as Sell is chosen.
  await impersonate(wallet);
  const market = await devnetMarket();
  const own = await market.createToken(wallet, "E2EOWN");
  await page.goto(`/chart/${own}`);
  await panel.getByRole("button", { name: "Sell", exact: true }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    /^The creator of E2EOWN cannot sell during the first hour after launch: selling opens at \d\d:\d\d UTC \(in about (59|60) min\)\.$/,
  );
  await panel.getByLabel("Amount (E2EOWN)").fill("1");
  await expect(panel.getByRole("button", { name: "Sell E2EOWN" })).toBeDisabled();

  // A curve sold out and not yet bonded. The devnet's keeper bonds it in the block after the sell-out, so blocks
  // pause and the sell-out alone is mined: the chain then says sold out, and the keeper's call waits.
  const gone = await indexedLaunch("E2EGON");
  await page.goto(`/chart/${gone}`);
  const soldOut = "E2EGON sold out its curve and is waiting to move to HyperSwap; it can be traded again once it is bonded.";
  await whileBlocksPaused(async () => {
    await market.sendBuy(await fundedAccount(), gone, "700");
    await mineBlock();
    await expect(panel.getByRole("alert")).toHaveText(soldOut);
    await panel.getByLabel("Amount (HYPE)").fill("1");
    await expect(panel.getByRole("button", { name: "Buy E2EGON" })).toBeDisabled();
  });
  // Bonded in the next block: it trades again, on its pair.
  await market.bonded(gone);
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Buy E2EGON" })).toBeEnabled();
});
