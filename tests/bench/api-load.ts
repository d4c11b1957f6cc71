// Load on the read API of a running stack: each endpoint at a fixed concurrency for a fixed time, on
// loopback only, with requests/s, latency p50/p99, errors and 5xx per endpoint.
//   npm start, then: BASE_URL=http://127.0.0.1:8787 npx tsx tests/bench/api-load.ts [--connections 64] [--seconds 10]
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { PairListResponse, TokenListResponse } from "../../shared/schemas/markets";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const { values } = parseArgs({ options: { connections: { type: "string", default: "64" }, seconds: { type: "string", default: "10" } } });
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const { hostname } = new URL(BASE_URL);
if (!["127.0.0.1", "localhost", "::1"].includes(hostname)) throw new Error(`refusing to load ${hostname}: this bench drives loopback stacks only`);

const get = async <T>(path: string): Promise<T> => (await fetch(new URL(path, BASE_URL))).json() as Promise<T>;
const { pairs } = await get<PairListResponse>("/api/v1/indexer/pairs?sort=volume24h&limit=1");
const { tokens } = await get<TokenListResponse>("/api/v1/indexer/tokens?limit=1");
const pair = pairs[0]?.pairAddress;
const token = tokens[0];
if (pair === undefined || token === undefined) throw new Error("the stack has no pairs yet: start it with some history (DEVNET_HISTORY_DAYS)");

const endpoints: [string, string][] = [
  ["chart", `/api/v1/indexer/chart/${pair}?timeframe=1m&limit=300`],
  ["search", `/api/v1/indexer/search?q=${encodeURIComponent(token.symbol)}`],
  ["info", `/api/v1/indexer/info/${pair}`],
  ["holders", `/api/v1/indexer/holders/${token.address}?limit=100`],
  ["token list", "/api/v1/indexer/tokens?sort=volume24h&limit=50"],
  ["pair list", "/api/v1/indexer/pairs?sort=liquidity&limit=50"],
  ["newest launches", "/api/newest-tokens"],
];

console.log(`${connections} connections, ${seconds} s per endpoint, ${BASE_URL}`);
console.log(
  `${"endpoint".padEnd(16)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)} ${"5xx".padStart(5)} ${"non-2xx".padStart(8)}`,
);
for (const [name, path] of endpoints) {
  const result = await autocannon({ url: new URL(path, BASE_URL).href, connections, duration: seconds });
  const fivexx = result["5xx"];
  console.log(
    `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.errors + result.timeouts).padStart(7)} ${String(fivexx).padStart(5)} ${String(result.non2xx).padStart(8)}`,
  );
}
