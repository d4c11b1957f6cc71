// Bench: time to first painted candles of the chart iframe (/iframe/{pair}) against a bare page that only
// draws the same candles with lightweight-charts (tests/bench/bare-chart), in one Chromium run (target ratio ≤ 1.5).
// Both pages are served by one local server from their production builds, which forwards /api/* to a running
// stack, so they load their scripts and the same chart answer the same way. Each load is a fresh browser context.
// Run against a stack with indexed trades (npm start):
//   npx vite build && BASE_URL=http://127.0.0.1:8787 npx tsx tests/bench/iframe-paint.ts
import { readFile } from "node:fs/promises";
import { createServer, type ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import getPort from "get-port";
import { build } from "vite";
import { busiestPair, IFRAME_CHART_QUERY } from "../e2e/busiest-pair";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS } from "../e2e/chromium";

const TARGET_RATIO = 1.5;
const RUNS = 15;
const APP_DIR = join(process.cwd(), "dist/client");
const BARE_DIR = join(process.cwd(), ".state/bench/bare-chart-paint");

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

async function sendFile(response: ServerResponse, root: string, path: string) {
  const file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ""));
  try {
    const body = await readFile(file);
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
  } catch {
    response.writeHead(404).end();
  }
}

await build({ root: "tests/bench/bare-chart", base: "/bare/", logLevel: "warn", build: { outDir: BARE_DIR, emptyOutDir: true } });
const { address: pair, candles } = await busiestPair();
console.log(`pair ${pair}: ${candles} candles of 15m`);

const port = await getPort();
const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://bench");
  if (url.pathname.startsWith("/api/")) {
    void fetch(new URL(url.pathname + url.search, BASE_URL)).then(async (upstream) => {
      response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  } else if (url.pathname.startsWith("/iframe/")) void sendFile(response, APP_DIR, "iframe.html");
  else if (url.pathname.startsWith("/bare/")) void sendFile(response, BARE_DIR, url.pathname.slice("/bare/".length));
  else void sendFile(response, APP_DIR, url.pathname);
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${port}`;

/** Milliseconds from navigation start to the candles' first painted frame, as the page records it. */
async function paintMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const painted = page.locator("html[data-painted]");
    await painted.waitFor({ state: "attached" });
    return Number(await painted.getAttribute("data-painted"));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const iframeUrl = `${origin}/iframe/${pair}`;
  const bareUrl = `${origin}/bare/index.html?candles=${encodeURIComponent(`/api/v1/indexer/chart/${pair}?${IFRAME_CHART_QUERY}`)}`;
  await paintMs(browser, iframeUrl); // warm the server and the stack's caches for both pages alike
  await paintMs(browser, bareUrl);
  const iframe: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    iframe.push(await paintMs(browser, iframeUrl));
    bare.push(await paintMs(browser, bareUrl));
  }
  const ratio = median(iframe) / median(bare);
  console.log(`iframe page first painted candles   median ${median(iframe).toFixed(1)} ms (${RUNS} loads)`);
  console.log(`bare lightweight-charts page        median ${median(bare).toFixed(1)} ms (${RUNS} loads)`);
  console.log(`ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO})`);
} finally {
  await browser.close();
  server.close();
}
