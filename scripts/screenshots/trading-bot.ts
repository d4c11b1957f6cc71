import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { BASE_URL } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount, indexedLaunch } from "../../tests/e2e/devnet-market";
import { signInFromTradePanel } from "../../tests/e2e/trade-panel-sign-in";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

// The trading bot page: signed out, the new-rule form prefilled from the trade panel, and a fired rule among a few
// armed ones, with its log.
// Run: BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx scripts/screenshots/trading-bot.ts

async function goThrough(browser: Browser, viewport: Viewport, token: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const saved: string[] = [];
  const shot = async (name: string) => {
    await page.waitForTimeout(300);
    const file = join(OUTPUT_DIR, `trading-bot-${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  };
  try {
    await page.goto(new URL("/trading-bot", BASE_URL).href);
    await page.getByRole("heading", { name: "Sign in to arm your first rule" }).waitFor();
    await shot("signed-out");

    await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
    await signInFromTradePanel(page, `shots-bot-${Date.now()}-${viewport.name}@example.com`, "Ada Trader");
    await page.getByRole("link", { name: "Set an order" }).click();
    const form = page.getByRole("form", { name: "New rule" });
    await form.getByLabel("At (HYPE)").fill("1");
    await form.getByLabel("Buy with (HYPE)").fill("0.5");
    await shot("new-rule");
    await form.getByRole("button", { name: "Arm rule" }).click();
    await page.getByRole("list", { name: "Your rules" }).getByText("armed", { exact: true }).waitFor();
    await (await devnetMarket()).buy(await fundedAccount(), token as `0x${string}`, "0.2");
    await page.getByRole("list", { name: "Your rules" }).getByText("done", { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole("table", { name: "Bot log" }).getByText("executed").first().waitFor();
    const rules = page.getByRole("list", { name: "Your rules" });
    const arm = async (kind: string, fields: Record<string, string>) => {
      await form.getByRole("combobox", { name: "Rule", exact: true }).selectOption({ label: kind });
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
      const before = await rules.getByRole("listitem").count();
      await form.getByRole("button", { name: "Arm rule" }).click();
      await rules.getByRole("listitem").nth(before).waitFor();
    };
    await arm("Trailing stop", { "Token address": token, "Trail (% under the high)": "20", "Sell % of holding": "100" });
    await arm("DCA", { "Token address": token, "Each buy (HYPE)": "0.1", "Every (seconds)": "3600", Times: "3" });
    await (await devnetMarket()).buy(await fundedAccount(), token as `0x${string}`, "0.2");
    await rules.getByRole("listitem").filter({ hasText: "every 3600 s" }).getByText("1 sent").waitFor({ timeout: 60_000 });
    await shot("fired");
  } finally {
    await context.close();
  }
  return saved;
}

const token = await indexedLaunch("SHOTBOT");
await shootEveryViewport((browser, viewport) => goThrough(browser, viewport, token));
