// The trading bot's reaction time against a running stack (devnet, 1 s blocks): a limit buy armed on a fresh
// launch, a trade by another wallet that meets it, and the delay from that trade's block to the bot's order
// reaching the node (the wallet's pending nonce moving), in seconds and in blocks; p50 and p90 over 20 triggers
// (target p50 ≤ one block).
// Run: BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx tests/bench/bot-trigger-latency.ts
import { chromium } from "@playwright/test";
import { type Address, createPublicClient, http } from "viem";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS, DEVNET_RPC_URL } from "../e2e/chromium";
import { devnetMarket, fundedAccount, indexedLaunch } from "../e2e/devnet-market";
import { signInFromTradePanel } from "../e2e/trade-panel-sign-in";

const TRIGGERS = Number(process.env.TRIGGERS ?? 20);
const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });

const token = await indexedLaunch("BOTBENCH");
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
let authorization = "";
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on("request", (request) => {
    const header = request.headers().authorization;
    if (header !== undefined && request.url().includes("/api/v1/tools/bot")) authorization = header;
  });
  await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
  await signInFromTradePanel(page, `bench-bot-${Date.now()}@example.com`, "Bench Bot");
  await page.goto(new URL("/trading-bot", BASE_URL).href);
  await page.getByRole("heading", { name: "Your bot" }).waitFor();
} finally {
  await browser.close();
}
if (authorization === "") throw new Error("the page never asked for the bot with a bearer token");

const api = (method: string, path: string, body?: unknown) =>
  fetch(new URL(`/api/v1/tools/bot${path}`, BASE_URL), {
    method,
    headers: { authorization, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const executed = async () =>
  ((await (await api("GET", "/log")).json()) as { entries: { outcome: string; transactionHash: string | null }[] }).entries.filter(
    (entry) => entry.outcome === "executed",
  );
const armLimitBuy = async () => {
  const rule = await api("POST", "/rules", {
    kind: "limit-buy",
    tokenAddress: token,
    trigger: { measure: "price", at: 1 },
    amount: "0.01",
    spendCap: "0.01",
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
  if (rule.status !== 201) throw new Error(`rule refused: ${await rule.text()}`);
};
const pendingNonce = (address: Address) => chain.getTransactionCount({ address, blockTag: "pending" });

const market = await devnetMarket();
const whale = await fundedAccount();
await api("PUT", "/settings", { dailyCap: "100" });

// One trigger first, untimed: its order names the wallet whose pending nonce the timed ones watch.
await armLimitBuy();
await market.buy(whale, token, "0.05");
let first: string | null = null;
while (first === null) {
  first = (await executed())[0]?.transactionHash ?? null;
  if (first === null) await new Promise((resolve) => setTimeout(resolve, 100));
}
const wallet = (await chain.getTransactionReceipt({ hash: first as `0x${string}` })).from;

const millis: number[] = [];
const blocks: number[] = [];
for (let trigger = 0; trigger < TRIGGERS; trigger++) {
  await armLimitBuy();
  const nonce = await pendingNonce(wallet);
  // market.buy answers once the trade is mined: the clock starts when its block is seen.
  const hash = await market.buy(whale, token, "0.05");
  const seen = performance.now();
  const triggering = await chain.getTransactionReceipt({ hash });
  while ((await pendingNonce(wallet)) === nonce) await new Promise((resolve) => setTimeout(resolve, 20));
  millis.push(performance.now() - seen);
  const head = await chain.getBlockNumber();
  blocks.push(Number(head - triggering.blockNumber));
}
const at = (values: number[], quantile: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
};
console.log(`trigger block seen → order at the node (wallet ${wallet}), ${TRIGGERS} triggers:`);
console.log(
  `  seconds: p50 ${(at(millis, 0.5) / 1000).toFixed(2)}, p90 ${(at(millis, 0.9) / 1000).toFixed(2)}, max ${(Math.max(...millis) / 1000).toFixed(2)}`,
);
console.log(`  blocks mined meanwhile: p50 ${at(blocks, 0.5)}, p90 ${at(blocks, 0.9)}, max ${Math.max(...blocks)}`);
console.log(`  each (s): ${millis.map((value) => (value / 1000).toFixed(2)).join(" ")}`);
