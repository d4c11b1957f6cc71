// Bench: live latency from a block being mined to its trade arriving on /ws/pairs/{pair} (target p50 ≤ 300 ms).
// Against a running stack on the devnet (`npm start`, or wrangler dev with the devnet's CHAIN_CONTRACTS):
//   NODE_OPTIONS=--experimental-websocket npx tsx tests/bench/indexer-live-latency.ts
// APP_URL (default http://127.0.0.1:8787), DEVNET_RPC (http://127.0.0.1:8545), MANIFEST (.state/devnet/manifest.json).
// The clock starts when the buy's receipt is first seen (polled every 5 ms), i.e. just after the block is mined.
import { readFileSync } from "node:fs";
import { type Address, encodeFunctionData, type Hex, parseAbi } from "viem";
import type { PairFeedServerMessage } from "../../shared/schemas/pair-feed";

const TARGET_P50_MS = 300;
const TRADES = 20;
const APP = process.env.APP_URL ?? "http://127.0.0.1:8787";
const RPC = process.env.DEVNET_RPC ?? "http://127.0.0.1:8545";
const manifest = JSON.parse(readFileSync(process.env.MANIFEST ?? ".state/devnet/manifest.json", "utf8")) as { contracts: { launchpad: Address } };
const launchpad = manifest.contracts.launchpad;
const abi = parseAbi([
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
]);
const TRADER = "0x00000000000000000000000000000000000be4c4";

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(RPC, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function minedReceipt(hash: Hex) {
  for (;;) {
    const receipt = await rpc<{ logs: { address: string; topics: Hex[] }[] } | null>("eth_getTransactionReceipt", [hash]);
    if (receipt) return receipt;
    await sleep(5);
  }
}

await rpc("anvil_setBalance", [TRADER, "0x3635c9adc5dea00000"]);
const create = await rpc<Hex>("eth_sendTransaction", [
  {
    from: TRADER,
    to: launchpad,
    value: "0x0",
    gas: "0x5b8d80",
    data: encodeFunctionData({ abi, functionName: "createToken", args: ["Bench", "BENCH", "", "", "", "", "", "", 0] }),
  },
]);
const created = (await minedReceipt(create)).logs.find((log) => log.address.toLowerCase() === launchpad.toLowerCase() && log.topics.length === 3);
const token = `0x${created!.topics[1]!.slice(26)}` as Address;
while ((await fetch(`${APP}/api/v1/indexer/info/${token}`)).status !== 200) await sleep(50);

const socket = new WebSocket(`${APP.replace("http", "ws")}/ws/pairs/${token}`);
let minedAt = 0;
const latencies: number[] = [];
socket.addEventListener("message", (event) => {
  const message = JSON.parse(String(event.data)) as PairFeedServerMessage;
  if (message.type === "update" && message.trades.length > 0) latencies.push(Date.now() - minedAt);
});
await new Promise((resolve) => socket.addEventListener("open", resolve));
socket.send(JSON.stringify({ type: "subscribe", timeframes: ["1s", "1m"] }));

for (let i = 0; i < TRADES; i++) {
  const hash = await rpc<Hex>("eth_sendTransaction", [
    { from: TRADER, to: launchpad, value: "0x16345785d8a0000", gas: "0x4c4b40", data: encodeFunctionData({ abi, functionName: "buyTokens", args: [token] }) },
  ]);
  await minedReceipt(hash);
  minedAt = Date.now();
  await sleep(1500);
}
socket.close();
latencies.sort((a, b) => a - b);
const p50 = latencies[Math.floor(latencies.length / 2)] ?? Number.NaN;
console.log(
  `live latency over ${latencies.length}/${TRADES} trades: p50 ${p50} ms, p90 ${latencies[Math.floor(latencies.length * 0.9)]} ms, max ${latencies.at(-1)} ms (target p50 ≤ ${TARGET_P50_MS} ms)`,
);
process.exitCode = latencies.length === TRADES && p50 <= TARGET_P50_MS ? 0 : 1;
