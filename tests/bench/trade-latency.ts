// Click Buy → the wallet's own trade row on screen, in Chromium against a running stack on the devnet's 1 s
// blocks: p50 and p90 over 20 buys of 0.1 HYPE from one signed-in wallet on a fresh launch (target p50 ≤ 1.5 s).
// Run: BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx tests/bench/trade-latency.ts
import { chromium } from "@playwright/test";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS } from "../e2e/chromium";
import { indexedLaunch } from "../e2e/devnet-market";
import { signInFromTradePanel } from "../e2e/trade-panel-sign-in";

const TRADES = Number(process.env.TRADES ?? 20);

const token = await indexedLaunch("BENCH");
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  await signInFromTradePanel(page, `bench-${Date.now()}@example.com`, "Bench Trader");
  await panel.getByRole("button", { name: "0.1", exact: true }).click();
  await panel.getByText(/^≈ /).waitFor();

  const own = page.locator("tr.trade-own");
  const times: number[] = [];
  for (let trade = 0; trade < TRADES; trade++) {
    const before = await own.count();
    // The row is timed in the page: from the click's task to the first frame with one more own row.
    // Timed in the page, from the click to the first frame with one more own row. A string, so that the
    // bundler's helpers for named functions stay out of the page.
    const elapsed = await page.evaluate<number>(`new Promise((resolve) => {
      const button = [...document.querySelectorAll(".trade-submit")].find((candidate) => candidate.textContent.startsWith("Buy "));
      const started = performance.now();
      requestAnimationFrame(function check() {
        if (document.querySelectorAll("tr.trade-own").length > ${before}) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      });
      button.click();
    })`);
    times.push(elapsed);
    // The next click waits for this trade's answer (the button is busy until then) and a fresh amount.
    await panel.getByText(/^Bought /).waitFor({ timeout: 20_000 });
    await panel.getByRole("button", { name: "0.1", exact: true }).click();
    await panel.getByText(/^≈ /).waitFor();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  console.log(
    `click Buy → own trade row, ${TRADES} buys: p50 ${(at(0.5) / 1000).toFixed(2)} s, p90 ${(at(0.9) / 1000).toFixed(2)} s, min ${(sorted[0]! / 1000).toFixed(2)} s, max ${(sorted[sorted.length - 1]! / 1000).toFixed(2)} s`,
  );
  console.log(`each (s): ${times.map((time) => (time / 1000).toFixed(2)).join(" ")}`);
} finally {
  await browser.close();
}
