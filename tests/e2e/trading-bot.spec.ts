import { expect, test } from "@playwright/test";
import { devnetMarket, fundedAccount, indexedLaunch } from "./devnet-market";
import { uniqueEmail } from "./sign-in-steps";
import { signInFromTradePanel } from "./trade-panel-sign-in";

// The trading bot's page as a trader uses it: signed out it explains itself; signed in, arm a limit buy from the
// pair page's "Set an order", see it fire on the next trade of the token and read it in the log; arm every other
// kind from the form and see the DCA's first buy go out.

test("arm a limit buy from the trade panel, see it fire on the next trade, and read the log", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto("/trading-bot");
  // The page's code loads lazily: slow on a loaded machine.
  await expect(page.getByRole("heading", { name: "Sign in to arm your first rule" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Example: "buy 1 HYPE of PURR/)).toBeVisible();

  const token = await indexedLaunch("E2EBOT");
  await page.goto(`/chart/${token}`);
  // Signing in creates the wallet: a minute on a loaded machine.
  await signInFromTradePanel(page, uniqueEmail("bot"), "Bot Trader");

  await page.getByRole("link", { name: "Set an order" }).click();
  await expect(page).toHaveURL(new RegExp(`/trading-bot\\?kind=limit-buy&token=${token}`));
  const form = page.getByRole("form", { name: "New rule" });
  await expect(form.getByLabel("Token address")).toHaveValue(token);
  // Any price under 1 HYPE a token holds at once: the rule fires on the token's next committed trade.
  await form.getByLabel("At (HYPE)").fill("1");
  await form.getByLabel("Buy with (HYPE)").fill("0.5");
  await form.getByLabel("Spend cap (HYPE)").fill("1");
  await form.getByRole("button", { name: "Arm rule" }).click();

  const rules = page.getByRole("list", { name: "Your rules" });
  await expect(rules.getByText(`Buy 0.5 HYPE of ${token.slice(0, 6)}`)).toBeVisible();
  await expect(rules.getByText("armed", { exact: true })).toBeVisible();

  const market = await devnetMarket();
  await market.buy(await fundedAccount(), token, "0.2");
  await expect(rules.getByText("done", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(rules.getByText("Spent 0.5 of 1 HYPE · 1 sent")).toBeVisible();
  const log = page.getByRole("table", { name: "Bot log" });
  await expect(log.getByRole("row").nth(1)).toContainText("executed");
  await expect(log.getByRole("row").nth(1)).toContainText(/Sent: price [\d.,]+ HYPE ≤ 1 HYPE/);
  await expect(log.getByRole("row").nth(1)).toContainText(/buy 0\.5 → [\d.]+/);

  // Every other kind from the form; the DCA's first buy is due at once and goes out on the token's next trade.
  const arm = async (kind: string, fields: Record<string, string>, summary: string) => {
    await form.getByRole("combobox", { name: "Rule", exact: true }).selectOption({ label: kind });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: "Arm rule" }).click();
    await expect(rules.getByRole("listitem").filter({ hasText: summary })).toContainText("armed");
  };
  const short = `${token.slice(0, 6)}`;
  await arm("Limit sell", { "Token address": token, "At (HYPE)": "1000", "Sell % of holding": "50" }, `Sell 50 % of ${short}`);
  await arm("Trailing stop", { "Token address": token, "Trail (% under the high)": "20", "Sell % of holding": "100" }, "20 % under its high since armed");
  await arm(
    "Copy a wallet",
    {
      "Wallet to copy": "0x00000000000000000000000000000000000b0c01",
      "Size factor (× their HYPE)": "0.5",
      "Per-trade cap (HYPE)": "0.1",
      "Daily cap (HYPE)": "0.3",
    },
    "at ×0.5",
  );
  await arm("Snipe launches", { "Most % bought in the launch block": "10", "Buy with (HYPE)": "0.1" }, "with at most 10 % bought in its first block");
  await arm("DCA", { "Token address": token, "Each buy (HYPE)": "0.1", "Every (seconds)": "3600", Times: "3" }, "every 3600 s, 3 times");
  await market.buy(await fundedAccount(), token, "0.2");
  const dca = rules.getByRole("listitem").filter({ hasText: "every 3600 s, 3 times" });
  await expect(dca).toContainText("Spent 0.1 of 1 HYPE · 1 sent", { timeout: 60_000 });

  await page.getByRole("button", { name: "Pause all" }).click();
  await expect(page.getByText("Paused: no rule sends anything until you resume.")).toBeVisible();
});
