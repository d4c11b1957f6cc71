import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { BASE_URL } from "../../tests/e2e/chromium";
import { indexedLaunch } from "../../tests/e2e/devnet-market";
import { signInFromTradePanel } from "../../tests/e2e/trade-panel-sign-in";
import { buyFromPanel, freshAddress, mistyped, openWithdraw } from "../../tests/e2e/withdraw-steps";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function goThrough(browser: Browser, viewport: Viewport, token: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const saved: string[] = [];
  const shot = async (name: string) => {
    await page.waitForTimeout(300);
    const file = join(OUTPUT_DIR, `withdraw-${name}-${viewport.name}.png`);
    await page.screenshot({ path: file });
    saved.push(file);
  };
  try {
    await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
    await signInFromTradePanel(page, `withdraw-shots-${Date.now()}-${viewport.name}@example.com`, "Ada Trader");
    await buyFromPanel(page, "WDSHOT", "1");

    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Wallet / })
      .click();
    await page.getByRole("button", { name: "Withdraw", exact: true }).waitFor();
    await shot("menu");
    await page.keyboard.press("Escape");

    const dialog = await openWithdraw(page);
    await shot("form");
    const recipient = freshAddress();
    await dialog.getByLabel("Recipient address").fill(mistyped(recipient));
    await dialog.getByLabel("Amount (HYPE)").fill("1000");
    await shot("refused");

    await dialog.getByLabel("Recipient address").fill(recipient);
    await dialog.getByRole("button", { name: "Max" }).click();
    await shot("max");
    await dialog.getByRole("button", { name: "Review withdrawal" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm withdrawal" });
    await confirm.getByRole("button", { name: "Sign and send" }).waitFor();
    await shot("confirm");
    await confirm.getByLabel("I checked the recipient address").check();
    await confirm.getByRole("button", { name: "Sign and send" }).click();
    const sent = page.getByRole("dialog", { name: "Withdrawal sent" });
    // Signing at the provider and a block: a minute on a loaded machine.
    await sent.getByText(/^Confirmed in block/).waitFor({ timeout: 90_000 });
    await sent.getByTestId("withdraw-new-balance").waitFor();
    await shot("sent");
  } catch (error) {
    await shot("failed");
    throw error;
  } finally {
    await context.close();
  }
  return saved;
}

const token = await indexedLaunch("WDSHOT");
await shootEveryViewport((browser, viewport) => goThrough(browser, viewport, token));
