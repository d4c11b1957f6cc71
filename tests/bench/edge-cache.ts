// The edge cache under a realistic read mix, against a running stack on loopback: many readers of a few hot
// pairs (their chart's live tail, info and trades) and a long tail of cold pairs read once in a while. Prints
// the hit ratio and the p50/p99 of hits and misses (x-cache), per route and overall.
//   npm start, then: BASE_URL=http://127.0.0.1:8787 npx tsx tests/bench/edge-cache.ts [--readers 32] [--seconds 20]
import { parseArgs } from "node:util";
import type { PairListResponse } from "../../shared/schemas/markets";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const { values } = parseArgs({ options: { readers: { type: "string", default: "32" }, seconds: { type: "string", default: "20" } } });
const readers = Number(values.readers);
const seconds = Number(values.seconds);
if (!["127.0.0.1", "localhost", "::1"].includes(new URL(BASE_URL).hostname)) throw new Error("this bench drives loopback stacks only");

/** Of every 100 reads, this many go to the hot pairs. */
const HOT_SHARE = 0.8;
const HOT_PAIRS = 3;

const { pairs } = (await (await fetch(new URL("/api/v1/indexer/pairs?sort=volume24h&limit=100", BASE_URL))).json()) as PairListResponse;
if (pairs.length <= HOT_PAIRS) throw new Error("the stack has too few pairs: start it with some history (DEVNET_HISTORY_DAYS=1)");
const hot = pairs.slice(0, HOT_PAIRS).map((pair) => pair.pairAddress);
const cold = pairs.slice(HOT_PAIRS).map((pair) => pair.pairAddress);

const reads = (pair: string): [string, string][] => [
  ["chart", `/api/v1/indexer/chart/${pair}?timeframe=1m&limit=300`],
  ["info", `/api/v1/indexer/info/${pair}`],
  ["trades", `/api/v1/indexer/activity/${pair}?limit=50`],
];
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Sample = { route: string; cache: string; ms: number };
const samples: Sample[] = [];
const until = Date.now() + seconds * 1000;

async function reader() {
  while (Date.now() < until) {
    const [route, path] = pick(reads(Math.random() < HOT_SHARE ? pick(hot) : pick(cold)));
    const started = performance.now();
    const response = await fetch(new URL(path, BASE_URL));
    await response.arrayBuffer();
    samples.push({ route, cache: response.headers.get("x-cache") ?? "none", ms: performance.now() - started });
  }
}
await Promise.all(Array.from({ length: readers }, reader));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const line = (name: string, rows: Sample[]) => {
  const of = (cache: string) =>
    rows
      .filter((row) => row.cache === cache)
      .map((row) => row.ms)
      .sort((a, b) => a - b);
  const [hits, misses] = [of("hit"), of("miss")];
  const cells = [hits, misses].flatMap((ms) => [percentile(ms, 50), percentile(ms, 99)].map((value) => value.toFixed(1).padStart(8)));
  console.log(`${name.padEnd(8)} ${String(rows.length).padStart(7)} ${((100 * hits.length) / rows.length).toFixed(1).padStart(7)} ${cells.join(" ")}`);
};
console.log(`${readers} readers, ${seconds} s, ${HOT_PAIRS} hot pairs (${HOT_SHARE * 100} % of reads), ${cold.length} cold, ${BASE_URL}`);
console.log(
  `${"route".padEnd(8)} ${"reads".padStart(7)} ${"hit %".padStart(7)} ${"hit p50".padStart(8)} ${"hit p99".padStart(8)} ${"miss p50".padStart(8)} ${"miss p99".padStart(8)}`,
);
for (const route of ["chart", "info", "trades"])
  line(
    route,
    samples.filter((sample) => sample.route === route),
  );
line("all", samples);
