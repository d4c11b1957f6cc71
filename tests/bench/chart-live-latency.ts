// Bench: block to pixels. From the moment a devnet trade's block reaches a newHeads subscriber (viem's webSocket
// client) to the moment its row is in the open chart page's DOM, timed inside the page (performance.timeOrigin +
// performance.now(), epoch milliseconds). Targets p50 ≤ 150 ms, p90 ≤ 300 ms (issue 45).
// Against a running devnet stack (`npm start`, which sets RPC_WS_URL so the indexer follows new heads):
//   BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx tests/bench/chart-live-latency.ts
import { chromium } from "@playwright/test";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS, DEVNET_RPC_URL } from "../e2e/chromium";
import { startHeadClock } from "./lib/head-clock";
import { percentileLine } from "./lib/percentile";
import { tradedToken } from "./lib/traded-token";

const TARGET = { p50: 150, p90: 300 };
const TRADES = Number(process.env.TRADES ?? 24);
const ROW = ".trades-table tr[data-trade-id]";

const { token, buy } = await tradedToken("LAT");

const heads = await startHeadClock(DEVNET_RPC_URL.replace(/^http/, "ws"));
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const latencies: number[] = [];
try {
  const page = await browser.newPage({ baseURL: BASE_URL });
  await page.goto(`/chart/${token}`);
  await page.getByRole("status", { name: "Live feed" }).filter({ hasText: "Live" }).waitFor();
  // Each trade row's first appearance in the DOM, stamped in the page's own clock as epoch milliseconds.
  await page.evaluate((selector) => {
    const painted = new Map<string, number>();
    (window as unknown as { painted: Map<string, number> }).painted = painted;
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now();
      for (const row of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const id = row.dataset.tradeId!;
        if (!painted.has(id)) painted.set(id, now);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, ROW);
  for (let i = 0; i < TRADES; i++) {
    const { transactionHash: hash, blockNumber } = await buy();
    const headAt = await heads.arrivedAt(blockNumber);
    const paintedAt = await page.waitForFunction(
      (prefix) => [...(window as unknown as { painted: Map<string, number> }).painted].find(([id]) => id.startsWith(prefix))?.[1],
      `${hash}-`,
      { polling: 50 },
    );
    latencies.push(((await paintedAt.jsonValue()) as number) - headAt);
  }
} finally {
  await browser.close();
  await heads.stop();
}
console.log(`new head → trade row in the chart page's DOM, ${TRADES} trades: ${percentileLine(latencies, [0.5, 0.9])}`);
console.log(`(targets p50 ≤ ${TARGET.p50} ms, p90 ≤ ${TARGET.p90} ms)`);
