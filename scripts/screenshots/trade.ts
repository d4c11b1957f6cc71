import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { TERMINAL_PATH } from "../../frontend/app/terminal-path";
import { BASE_URL } from "../../tests/e2e/chromium";
import { indexedLaunch } from "../../tests/e2e/devnet-market";
import { signInFromTradePanel } from "../../tests/e2e/trade-panel-sign-in";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function goThrough(browser: Browser, viewport: Viewport, token: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  const saved: string[] = [];
  const shot = async (name: string, shown = panel) => {
    await shown.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const file = join(OUTPUT_DIR, `trade-${name}-${viewport.name}.png`);
    await page.screenshot({ path: file });
    saved.push(file);
  };
  try {
    await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
    await panel.getByRole("button", { name: "Sign in to trade" }).waitFor();
    await shot("signed-out");

    await signInFromTradePanel(page, `shots-${Date.now()}-${viewport.name}@example.com`, "Ada Trader");

    await panel.getByRole("button", { name: "1", exact: true }).click();
    await panel.getByText(/^≈ /).waitFor();
    await shot("buy-quote");

    await panel.getByRole("button", { name: "Edit" }).click();
    await shot("edit-presets");
    await panel.getByRole("button", { name: "Done" }).click();

    await panel.getByRole("button", { name: /^Buy / }).click();
    await panel.getByText("Sending your buy and waiting for it to be mined…").waitFor();
    await shot("pending");
    await panel.getByText(/^Bought /).waitFor({ timeout: 20_000 });
    await page.locator("tr.trade-own").first().waitFor();
    await panel.getByText(/^Holding/).waitFor();
    await shot("bought");

    await panel.getByRole("button", { name: "Sell", exact: true }).click();
    await panel.getByRole("button", { name: "50%" }).click();
    await panel.getByText(/^≈ /).waitFor();
    await shot("sell-quote");

    await panel.getByRole("button", { name: "Buy", exact: true }).click();
    await panel.getByLabel("Amount (HYPE)").fill("5000");
    await panel.getByRole("button", { name: /^Buy / }).click();
    await panel.getByRole("alert").waitFor({ timeout: 20_000 });
    await shot("refused");

    await page.goto(new URL(`${TERMINAL_PATH}/trade?pair=${token}`, BASE_URL).href);
    const launches = page.getByRole("complementary", { name: "Launches" });
    await launches.getByRole("button", { name: "Buy 0.1 HYPE of SHOTS" }).first().waitFor();
    await shot("terminal", launches);
    await launches.getByRole("button", { name: "Buy 0.1 HYPE of SHOTS" }).first().click();
    await launches.getByText(/^Bought [\d.]+[KMB]? SHOTS$/).waitFor({ timeout: 20_000 });
    await shot("terminal-quick-buy", launches);
  } finally {
    await context.close();
  }
  return saved;
}

const token = await indexedLaunch("SHOTS");
await shootEveryViewport((browser, viewport) => goThrough(browser, viewport, token));
