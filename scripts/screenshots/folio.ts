// Saves screenshots of the portfolio, the referral landing and the scan at desktop and phone widths: signed out, then
// signed in with a fresh wallet that bought two launches (one from the trade panel with a referrer recorded).
// Run against npm start: BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 SHOTS_DIR=/tmp/shots npx tsx scripts/screenshots/folio.ts
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import type { Address } from "viem";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount, impersonate, indexedLaunch } from "../../tests/e2e/devnet-market";
import { uniqueEmail } from "../../tests/e2e/sign-in-steps";
import { signInFromTradePanel } from "../../tests/e2e/trade-panel-sign-in";
import { OUTPUT_DIR, VIEWPORTS } from "./output";

const saved: string[] = [];

/** The page at both widths, full length. */
async function shootBoth(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.waitForTimeout(400);
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

await mkdir(OUTPUT_DIR, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: BASE_URL })).newPage();
  const referrer = await fundedAccount();
  const [token, other] = [await indexedLaunch("FOLIO"), await indexedLaunch("SCANME")];

  await page.goto("/portfolio");
  await page.getByText("Sign in to see your portfolio.").waitFor();
  await shootBoth(page, "portfolio-signed-out");
  await page.goto(`/ref/${referrer}`);
  await page.getByText("You were referred by").waitFor();
  await shootBoth(page, "referral-landing");
  await page.goto("/scan");
  await shootBoth(page, "scan-empty");

  await page.goto(`/chart/${token}`);
  await signInFromTradePanel(page, uniqueEmail("folio-shots"), "Ada Trader");
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  await panel.getByRole("button", { name: "5", exact: true }).click();
  await panel.getByRole("button", { name: "Buy FOLIO" }).click();
  await panel.getByText(/^Bought /).waitFor({ timeout: 30_000 });
  // The outcome shows the hash short; its title holds it whole.
  const hash = await panel.getByRole("status").locator('[title^="0x"]').first().getAttribute("title");

  await page.goto("/portfolio");
  const wallet = (await page.locator(".page-subject .mono").textContent()) as Address;
  await impersonate(wallet);
  const market = await devnetMarket();
  await market.buy(wallet, other, "12");
  await market.sell(wallet, other, 0.5);
  await page.reload();
  await page
    .getByRole("table", { name: "Positions" })
    .getByRole("link", { name: /^SCANME/ })
    .waitFor({ timeout: 30_000 });
  await page.getByRole("table", { name: "Wallet activity" }).getByText("SCANME market").first().waitFor({ timeout: 30_000 });
  await shootBoth(page, "portfolio");

  await page.goto(`/ref/${wallet}`);
  await page.getByRole("heading", { name: "Your referral link" }).waitFor();
  await shootBoth(page, "referral-own-link");

  for (const [name, query] of [
    ["scan-token", token],
    ["scan-wallet", wallet],
    ["scan-transaction", hash ?? ""],
  ] as const) {
    await page.goto(`/scan/${query}`);
    await page.getByTestId("scan-kind").waitFor();
    await shootBoth(page, name);
  }
} finally {
  await browser.close();
}
for (const file of saved) console.log(file);
