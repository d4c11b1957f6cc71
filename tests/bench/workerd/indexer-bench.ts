// Benches of the indexer inside the worker runtime (workerd, local D1), printing their figures:
//   npx vitest run --config vitest.workerd-bench.config.ts tests/bench/workerd/indexer-bench.ts
// 1. ingest throughput: decode + candles of 9 timeframes + pair stats + one D1 batch per 1000-block range,
//    over 200k recorded-shaped V2 swaps on 100 pairs (RPC excluded; target ≥ 20k swaps/s), against a
//    baseline measured range by range in the same process: the same swaps as bare rows into an
//    unindexed table, so figures from machines of different speed (or a machine in a slow spell) compare;
// 2. chart read of 1000 candles on a pair with 1M swaps (target p50 ≤ 5 ms, p99 ≤ 20 ms);
// 3. search over 50k pairs (target p50 ≤ 10 ms).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertRows } from "../../../workers/db/json-rows";
import type { SwapRow } from "../../../workers/db/rows";
import { applyRange, readCursor } from "../../../workers/ingest/ingest-step";
import { type BlockMark, SWAP_COLUMNS } from "../../../workers/ingest/write-range";
import { benchDeps, timeRequests } from "./bench-worker";
import { type SyntheticPair, seedStatements, syntheticPairs, syntheticRange } from "./synthetic-chain";

const deps = benchDeps();
const RANGE_BLOCKS = 1000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Lets workerd's clock catch up before a timing starts: it advances only at I/O. */
const settleClock = () => env.DB.prepare("SELECT 1").first();

/**
 * Ingests `blocks` blocks of `swapsPerBlock` trades; answers the seconds spent in applyRange (not
 * building logs), in all and per range. With `bareTable`, each range's decoded swaps are also written
 * as bare rows into that table (no key, index or candles) right after the range, timed apart: a
 * baseline measured alongside, so a slow spell of the machine slows both alike.
 */
async function ingest(pairs: SyntheticPair[], firstBlock: number, blocks: number, swapsPerBlock: number, cursor: BlockMark | null, bareTable?: string) {
  const perRange: number[] = [];
  let bareSeconds = 0;
  let last = cursor;
  const firstTimestamp = Math.floor(Date.now() / 1000) - (firstBlock + blocks) - 60;
  for (let from = firstBlock; from < firstBlock + blocks; from += RANGE_BLOCKS) {
    const range = syntheticRange(pairs, from, Math.min(RANGE_BLOCKS, firstBlock + blocks - from), swapsPerBlock, firstTimestamp);
    await settleClock();
    const started = Date.now();
    const { swaps } = await applyRange(deps, range, { tracked: [], cursor: last, now: new Date(), live: false });
    perRange.push((Date.now() - started) / 1000);
    last = { number: range.last.number, hash: range.last.hash, timestamp: range.last.timestamp };
    if (bareTable !== undefined) bareSeconds += await bareInsert(swaps, bareTable);
  }
  return { seconds: sum(perRange), perRange, bareSeconds, cursor: last };
}

/** Seconds to write a range's decoded swaps in one statement batch into `table`, a table without key or index. */
async function bareInsert(swaps: SwapRow[], table: string) {
  const statements = insertRows(env.DB, table, SWAP_COLUMNS, swaps, { stamp: { columns: ["created_at"], at: new Date().toISOString() } });
  await settleClock();
  const started = Date.now();
  await env.DB.batch(statements);
  return (Date.now() - started) / 1000;
}

describe("indexer benches", () => {
  it("ingests 200k swaps on 100 pairs", async () => {
    const pairs = syntheticPairs(100);
    await env.DB.batch(seedStatements(env.DB, pairs));
    await env.DB.exec("CREATE TABLE bench_bare_swaps AS SELECT * FROM swaps WHERE false");
    const { seconds, perRange, bareSeconds } = await ingest(pairs, 1, 20_000, 10, null, "bench_bare_swaps");
    await env.DB.exec("DROP TABLE bench_bare_swaps");
    const swaps = await env.DB.prepare("SELECT COUNT(*) AS n FROM swaps").first<number>("n");
    const rate = swaps! / seconds;
    const bareRate = swaps! / bareSeconds;
    console.log(`baseline: the same swaps as bare rows (no key, index or candles): ${Math.round(bareRate)} swaps/s`);
    console.log(
      `ingest: ${swaps} swaps in ${seconds.toFixed(2)} s = ${Math.round(rate)} swaps/s (target ≥ 20000), ${(rate / bareRate).toFixed(2)} × the baseline`,
    );
    // Writes slow down as the tables grow: the rate over the first and the last two ranges shows by how much.
    const rangeSwaps = swaps! / perRange.length;
    const rateOver = (ranges: number[]) => Math.round((rangeSwaps * ranges.length) / sum(ranges));
    console.log(`ingest, first 20k swaps: ${rateOver(perRange.slice(0, 2))} swaps/s; last 20k: ${rateOver(perRange.slice(-2))} swaps/s`);
    expect(swaps).toBe(200_000);
  }, 600_000);

  it("reads 1000 candles of a pair with 1M swaps", async () => {
    const [hot] = syntheticPairs(1, 500);
    await env.DB.batch(seedStatements(env.DB, [hot!]));
    const cursor = await readCursor(env.DB);
    const { seconds } = await ingest([hot!], (cursor?.number ?? 0) + 1, 100_000, 10, cursor);
    const swaps = await env.DB.prepare("SELECT COUNT(*) AS n FROM swaps WHERE pair_address = ?1").bind(hot!.address).first<number>("n");
    console.log(`ingest (one pair): ${swaps} swaps in ${seconds.toFixed(2)} s = ${Math.round(swaps! / seconds)} swaps/s`);
    const figures = await timeRequests(
      [`/api/v1/indexer/chart/${hot!.address}?timeframe=1m&limit=1000`, `/api/v1/indexer/chart/${hot!.address}?timeframe=1s&limit=1000&candleType=01`],
      100,
    );
    console.log(
      `chart read, 1000 candles, pair with ${swaps} swaps: p50 ${figures.p50} ms, p99 ${figures.p99} ms over ${figures.n} reads (target p50 ≤ 5, p99 ≤ 20)`,
    );
    expect(swaps).toBe(1_000_000);
  }, 900_000);

  it("searches 50k pairs", async () => {
    // Tokens, pairs, search rows and 24h volumes of 50k pairs, written straight into their tables.
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
         INSERT INTO tokens (address, name, symbol, decimals, token_type, block_number, created_at, updated_at)
         SELECT printf('0x%040x', 0x70000000 + i), 'Search Token ' || i, 'ST' || i, 6, 'launchpad', i, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`,
      ),
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
         INSERT OR IGNORE INTO tokens (address, name, symbol, decimals, token_type, block_number, created_at, updated_at)
         SELECT '0x5555555555555555555555555555555555555555', 'Wrapped HYPE', 'WHYPE', 18, 'native-wrapped', 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n LIMIT 1`,
      ),
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
         INSERT INTO pairs (address, protocol, token0_address, token1_address, creation_block, creation_timestamp, creation_transaction, block_number)
         SELECT printf('0x%040x', 0x70000000 + i), 'liquidlaunch', printf('0x%040x', 0x70000000 + i), '0x5555555555555555555555555555555555555555', i, i, '0x', i FROM n`,
      ),
      env.DB.prepare(
        `INSERT INTO pair_search (pair_address, symbols, names, block_number)
         SELECT p.address, t0.symbol || ' WHYPE', t0.name || ' Wrapped HYPE', p.block_number FROM pairs p JOIN tokens t0 ON t0.address = p.token0_address
         WHERE p.protocol = 'liquidlaunch'`,
      ),
      env.DB.prepare(
        `INSERT INTO pair_stats (pair_address, stat_window, volume_usd, buys, sells, buy_volume_usd, sell_volume_usd, price_change_percent, updated_at)
         SELECT address, '24h', (creation_block * 7919) % 100000, 1, 1, 0, 0, 0, '2026-01-01T00:00:00.000Z' FROM pairs WHERE protocol = 'liquidlaunch'`,
      ),
    ]);
    const figures = await timeRequests(
      [
        "/api/v1/indexer/search?q=ST4242",
        "/api/v1/indexer/search?q=st12",
        "/api/v1/indexer/search?q=Search%20Token%209",
        `/api/v1/indexer/search?q=0x${(0x70000000 + 777).toString(16).padStart(40, "0")}`,
      ],
      50,
    );
    console.log(`search over 50k pairs: p50 ${figures.p50} ms, p99 ${figures.p99} ms over ${figures.n} searches (target p50 ≤ 10)`);
  }, 300_000);
});
