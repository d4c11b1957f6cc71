// Benches of the indexer inside the worker runtime (workerd, local D1), printing their figures:
//   npx vitest run --project workerd-bench tests/bench/workerd/indexer-bench.ts
// 1. ingest throughput: decode + candles of 9 timeframes + pair stats + one D1 batch per 1000-block range,
//    over 200k recorded-shaped V2 swaps on 100 pairs (RPC excluded; target ≥ 20k swaps/s), against a
//    baseline measured range by range in the same process: the same swaps as bare rows into an
//    unindexed table, so figures from machines of different speed (or a machine in a slow spell) compare;
// 2. chart read of 1000 candles on a pair with 1M swaps (target p50 ≤ 5 ms, p99 ≤ 20 ms);
// 3. search over 50k pairs (target p50 ≤ 10 ms).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readCursor } from "../../../workers/db/indexed-blocks";
import { benchDeps, timeRequests } from "./bench-worker";
import { firstAndLastRates, ingestSyntheticBlocks } from "./ingest-workload";
import { seedStatements, syntheticPairs } from "./synthetic-chain";

const deps = benchDeps();

describe("indexer benches", () => {
  it("ingests 200k swaps on 100 pairs", async () => {
    const pairs = syntheticPairs(100);
    await env.DB.batch(seedStatements(env.DB, pairs));
    await env.DB.exec("CREATE TABLE bench_bare_swaps AS SELECT * FROM swaps WHERE false");
    const ingested = await ingestSyntheticBlocks(deps, pairs, 1, 20_000, 10, null, "bench_bare_swaps");
    const { seconds, bareSeconds } = ingested;
    await env.DB.exec("DROP TABLE bench_bare_swaps");
    const swaps = await env.DB.prepare("SELECT COUNT(*) AS n FROM swaps").first<number>("n");
    const rate = swaps! / seconds;
    const bareRate = swaps! / bareSeconds;
    console.log(`baseline: the same swaps as bare rows (no key, index or candles): ${Math.round(bareRate)} swaps/s`);
    console.log(
      `ingest: ${swaps} swaps in ${seconds.toFixed(2)} s = ${Math.round(rate)} swaps/s (target ≥ 20000), ${(rate / bareRate).toFixed(2)} × the baseline`,
    );
    const rates = firstAndLastRates(ingested);
    console.log(`ingest, first 20k swaps: ${rates.first} swaps/s; last 20k: ${rates.last} swaps/s`);
    expect(swaps).toBe(200_000);
  }, 600_000);

  it("reads 1000 candles of a pair with 1M swaps", async () => {
    const [hot] = syntheticPairs(1, 500);
    await env.DB.batch(seedStatements(env.DB, [hot!]));
    const cursor = await readCursor(env.DB);
    const { seconds } = await ingestSyntheticBlocks(deps, [hot!], (cursor?.number ?? 0) + 1, 100_000, 10, cursor);
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
