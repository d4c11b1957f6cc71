import { join } from "node:path";
import type { Browser } from "@playwright/test";
import type { Address } from "viem";
import { BASE_URL } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount, impersonate, indexedLaunch, mineBlock, whileBlocksPaused } from "../../tests/e2e/devnet-market";
import { signInFromTradePanel } from "../../tests/e2e/trade-panel-sign-in";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function goThrough(browser: Browser, viewport: Viewport, token: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  const saved: string[] = [];
  const shot = async (name: string) => {
    await panel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    const file = join(OUTPUT_DIR, `trade-warning-${name}-${viewport.name}.png`);
    await panel.screenshot({ path: file });
    saved.push(file);
  };
  try {
    await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
    await signInFromTradePanel(page, `warn-shots-${Date.now()}-${viewport.name}@example.com`, "Ada Trader");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Wallet / })
      .click();
    const wallet = (await page.locator(".wallet-address").getAttribute("title")) as Address;
    await page.keyboard.press("Escape");

    await panel.getByLabel("Amount (HYPE)").fill("150");
    await panel.getByRole("alert").waitFor();
    await shot("above-balance");

    await panel.getByLabel("Slippage tolerance (%)").fill("15");
    await panel.getByLabel("Priority tip (gwei)").fill("150");
    await panel.getByLabel("Amount (HYPE)").fill("1");
    await panel.getByText(/ gas\)$/).waitFor();
    await shot("limits-and-network-fee");
    await panel.getByLabel("Priority tip (gwei)").fill("");

    await panel.getByLabel("Amount (HYPE)").fill("60");
    await panel.getByText(/ gas\)$/).waitFor();
    await panel.getByRole("button", { name: /^Buy / }).click();
    await panel.getByRole("alertdialog").waitFor();
    await shot("impact-confirm");
    await panel.getByRole("button", { name: "Buy anyway" }).click();
    await panel.getByText(/^Bought /).waitFor({ timeout: 30_000 });
    await panel.getByText(/^after the /).waitFor({ timeout: 30_000 });
    await shot("position");

    await panel.getByRole("button", { name: "Sell", exact: true }).click();
    await panel.getByRole("textbox", { name: /^Amount/ }).fill("999999999");
    await panel.getByRole("alert").waitFor();
    await shot("sell-above-holding");

    await impersonate(wallet);
    const market = await devnetMarket();
    const own = await market.createToken(wallet, "MINE");
    await page.goto(new URL(`/chart/${own}`, BASE_URL).href);
    await panel.getByRole("button", { name: "Sell", exact: true }).click();
    await panel.getByRole("alert").waitFor();
    await shot("creator-lock");

    // The sell-out mined alone, blocks paused: the keeper's bonding waits for the next block.
    const gone = await indexedLaunch("GONE");
    await page.goto(new URL(`/chart/${gone}`, BASE_URL).href);
    await whileBlocksPaused(async () => {
      await market.sendBuy(await fundedAccount(), gone, "700");
      await mineBlock();
      await panel.getByRole("alert").waitFor();
      await shot("sold-out");
    });
  } finally {
    await context.close();
  }
  return saved;
}

const token = await indexedLaunch("WARN");
await shootEveryViewport((browser, viewport) => goThrough(browser, viewport, token));
