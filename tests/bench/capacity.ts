/// <reference types="node" />
// The capacity model of docs/storage.md: bytes and rows one swap writes, measured, and what they mean
// per day at 300k, 1M and 2.5M swaps, for today's design and with retention.
// Run: npx tsx tests/bench/capacity.ts   (needs the sqlite3 command-line shell, for its dbstat table)
// The indexer's own ingestion (applyRange) writes a synthetic market shaped like HyperEVM at 1M swaps a day
// (12 swaps a 1 s block over 5,000 pairs) into a local D1 kept in a file (wrangler's, as `npm start` has),
// counting the rows D1 reports written; then SQLite's dbstat gives the bytes of every table and index.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { BlockMark } from "../../workers/db/indexed-blocks";
import { applyRange } from "../../workers/ingest/ingest-step";
import { SWAP_ARCHIVE_DEFAULT_DAYS } from "../../workers/retention/retention-config";
import { ingestDepsOver, seedStatements, syntheticPairs, syntheticRange } from "./workerd/synthetic-chain";

const PAIRS = 5000;
const SWAPS_PER_BLOCK = 12;
const BLOCKS = 10_000;
const RANGE_BLOCKS = 1000;

const GB = 1e9;
/** D1's size limit per database (it cannot be raised). */
const D1_LIMIT_BYTES = 10 * GB;
/** Rows written a month within the Workers Paid plan (D1 and Durable Objects' SQLite alike), then $1 a million. */
const INCLUDED_ROWS_WRITTEN = 50e6;
const SWAPS_PER_DAY = [300_000, 1_000_000, 2_500_000];
/** 1s and 15s candles are kept this long (RETENTION_FINE_CANDLE_HOURS' default). */
const FINE_CANDLE_DAYS = 2;

type Figures = { swaps: number; seconds: number; batches: number; rowsWritten: number; candles: Record<string, number> };
type Btree = { name: string; tbl_name: string; type: string; bytes: number; cells: number };

/** A D1 binding counting the batches it runs and the rows D1 says they wrote (index entries included). */
function countingDb(db: D1Database) {
  const counts = { batches: 0, rowsWritten: 0 };
  const counting = new Proxy(db, {
    get(target, property) {
      if (property !== "batch") return Reflect.get(target, property, target);
      return async (statements: D1PreparedStatement[]) => {
        const results = await target.batch(statements);
        counts.batches++;
        for (const result of results) counts.rowsWritten += result.meta.rows_written;
        return results;
      };
    },
  });
  return { db: counting, counts };
}

/** Ingests BLOCKS blocks of the synthetic market into the D1 persisted under `persist`. */
async function ingestMarket(persist: string): Promise<Figures> {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: persist } });
  try {
    const pairs = syntheticPairs(PAIRS);
    await proxy.env.DB.batch(seedStatements(proxy.env.DB, pairs));
    const { db, counts } = countingDb(proxy.env.DB);
    const deps = ingestDepsOver(db);
    const firstTimestamp = Math.floor(Date.now() / 1000) - BLOCKS - 60;
    let cursor: BlockMark | null = null;
    let seconds = 0;
    for (let from = 1; from <= BLOCKS; from += RANGE_BLOCKS) {
      const range = syntheticRange(pairs, from, RANGE_BLOCKS, SWAPS_PER_BLOCK, firstTimestamp);
      const started = performance.now();
      await applyRange(deps, range, { tracked: [], cursor, now: new Date(), live: false });
      seconds += (performance.now() - started) / 1000;
      cursor = range.last;
    }
    const swaps = (await db.prepare("SELECT COUNT(*) AS n FROM swap_rows").first<number>("n"))!;
    const { results } = await db.prepare("SELECT timeframe, COUNT(*) AS n FROM candle_rows GROUP BY timeframe").all<{ timeframe: string; n: number }>();
    return { swaps, seconds, ...counts, candles: Object.fromEntries(results.map((row) => [row.timeframe, row.n])) };
  } finally {
    await proxy.dispose();
  }
}

/** The D1 database's file among miniflare's (the other .sqlite is its metadata). */
function databaseFile(folder: string): string {
  const objects = join(folder, "miniflare-D1DatabaseObject");
  return join(objects, readdirSync(objects).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")!);
}

/** Bytes and cells of every table and index, from dbstat (after folding the write-ahead log in). */
function btrees(file: string): Btree[] {
  execFileSync("sqlite3", [file, "PRAGMA wal_checkpoint(TRUNCATE)"]);
  const sql = `SELECT s.name, coalesce(m.tbl_name, s.name) AS tbl_name, coalesce(m.type, 'table') AS type, SUM(s.pgsize) AS bytes, SUM(s.ncell) AS cells
    FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name GROUP BY s.name ORDER BY bytes DESC`;
  return JSON.parse(execFileSync("sqlite3", ["-json", file, sql], { encoding: "utf8" })) as Btree[];
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const days = (value: number) => (value > 36_500 ? "never (> 100 years)" : `day ${Math.ceil(value)}`);

function report(figures: Figures, trees: Btree[]) {
  const { swaps } = figures;
  const bytesOf = (table: string, type?: string) =>
    trees.filter((tree) => tree.tbl_name === table && (type === undefined || tree.type === type)).reduce((sum, tree) => sum + tree.bytes, 0);
  console.log(`measured: ${swaps} swaps on ${PAIRS} pairs ingested in ${fixed(figures.seconds)} s, ${figures.batches} D1 batches\n`);
  console.log("table or index                          bytes      bytes/swap  rows/swap");
  for (const tree of trees.filter((tree) => tree.bytes > 8192)) {
    const kind = tree.type === "index" ? `  index ${tree.name}` : tree.name;
    console.log(`${kind.padEnd(38)} ${mb(tree.bytes).padStart(10)} ${fixed(tree.bytes / swaps).padStart(12)} ${fixed(tree.cells / swaps, 3).padStart(10)}`);
  }
  const total = trees.reduce((sum, tree) => sum + tree.bytes, 0);
  const candleRows = Object.values(figures.candles).reduce((sum, rows) => sum + rows, 0);
  const fineCandleRows = (figures.candles["1s"] ?? 0) + (figures.candles["15s"] ?? 0);
  const candleBytesPerRow = bytesOf("candle_rows") / candleRows;
  const perSwap = {
    bytes: total / swaps,
    swapBytes: bytesOf("swap_rows") / swaps,
    fineCandleBytes: (fineCandleRows * candleBytesPerRow) / swaps,
    rowsWritten: figures.rowsWritten / swaps,
  };
  const coarseCandleBytes = bytesOf("candle_rows") / swaps - perSwap.fineCandleBytes;
  console.log(`\nall tables and indexes: ${mb(total)} = ${fixed(perSwap.bytes)} bytes a swap`);
  console.log(`  swap_rows with its index: ${fixed(perSwap.swapBytes)} bytes a swap; candle_rows: ${fixed(candleBytesPerRow)} bytes a candle`);
  const perTimeframe = Object.entries(figures.candles).map(([timeframe, rows]) => `${timeframe} ${fixed(rows / swaps, 3)}`);
  console.log(`candle rows a swap: ${fixed(candleRows / swaps, 2)} (${perTimeframe.join(", ")})`);
  console.log(`rows written a swap, as D1 counts them (index entries included): ${fixed(perSwap.rowsWritten, 2)}`);

  const retentionDays = SWAP_ARCHIVE_DEFAULT_DAYS;
  // Retention deletes what it moves out: a swap row and its trader index entry, and each 1s/15s candle.
  const retentionRowsWritten = perSwap.rowsWritten + 2 + fineCandleRows / swaps;
  console.log(`\nper day                     today: D1 grows   10 GB hit  rows written/month  50M/month hit   with retention: D1 grows  10 GB hit`);
  for (const perDay of SWAPS_PER_DAY) {
    const todayGrowth = perDay * perSwap.bytes;
    const rowsMonth = perDay * 30 * perSwap.rowsWritten;
    // With retention, D1 holds a window of swaps and fine candles, and keeps 1m and coarser candles for good.
    const steady = perDay * (retentionDays * perSwap.swapBytes + FINE_CANDLE_DAYS * perSwap.fineCandleBytes);
    const growth = perDay * (perSwap.bytes - perSwap.swapBytes - perSwap.fineCandleBytes);
    const retainedHit = steady >= D1_LIMIT_BYTES ? 0 : retentionDays + (D1_LIMIT_BYTES - steady) / growth;
    console.log(
      `${String(perDay).padStart(9)} swaps/day     ${`${fixed(todayGrowth / GB, 2)} GB`.padStart(9)}   ${days(D1_LIMIT_BYTES / todayGrowth).padStart(9)}` +
        `   ${`${fixed(rowsMonth / 1e6)}M`.padStart(12)}   ${days(INCLUDED_ROWS_WRITTEN / (perDay * perSwap.rowsWritten)).padStart(9)}` +
        `       ${`${fixed(growth / GB, 2)} GB`.padStart(9)} + ${`${fixed(steady / GB, 2)} GB held`}  ${days(retainedHit)}` +
        ` (${fixed((perDay * 30 * retentionRowsWritten) / 1e6)}M rows written/month)`,
    );
  }
  console.log(
    `  (retention: swaps ${retentionDays} days, 1s/15s candles ${FINE_CANDLE_DAYS} days; 1m and coarser candles ${fixed(coarseCandleBytes)} bytes a swap, kept)`,
  );
  perPairStores(perSwap.swapBytes, candleBytesPerRow, bytesOf);
  const rate = swaps / figures.seconds;
  console.log(
    `\nD1 time ingestion takes: ${Math.round(rate)} swaps/s measured here (through wrangler's local proxy), so 2.5M swaps/day (${fixed(2.5e6 / 86_400)}/s) keeps D1 busy ${fixed((2.5e6 / 86_400 / rate) * 100, 2)}% of the time`,
  );
}

/** Buckets a day of the timeframes kept for good (1m…1w) and of 1s and 15s. */
const COARSE_BUCKETS_A_DAY = [1440, 288, 96, 24, 6, 1, 1 / 7];
const FINE_BUCKETS_A_DAY = [86_400, 5760];
/** A pair's candle rows a day: at most one a trade, at most one a bucket. */
const candleRowsADay = (swaps: number, buckets: number[]) => buckets.reduce((sum, perDay) => sum + Math.min(swaps, perDay), 0);
/** The model's busiest pair's share of all swaps, and new pairs and traders a day for the catalogue. */
const HOT_PAIR_SHARE = 0.1;
const NEW_PAIRS_A_DAY = 10_000;
const NEW_TRADERS_A_DAY = 100_000;

/**
 * Item 3's design: each pair's swaps and candles in its own store (a Durable Object's SQLite, 10 GB
 * each), D1 keeping the catalogue. A store's candle rows a day are bounded by its buckets a day.
 */
function perPairStores(swapBytes: number, candleBytes: number, bytesOf: (table: string) => number) {
  const pairBytes = ["tokens", "pairs", "pair_stats", "pair_search"].reduce((sum, table) => sum + bytesOf(table), 0) / PAIRS;
  const traderBytes = bytesOf("traders") / PAIRS;
  const catalogueGrowth = NEW_PAIRS_A_DAY * pairBytes + NEW_TRADERS_A_DAY * traderBytes;
  console.log(`
with per-pair stores: D1 keeps the catalogue, ${fixed(pairBytes)} bytes a pair (token, pair, stats, search) and ${fixed(traderBytes)} a trader:`);
  console.log(
    `  at ${NEW_PAIRS_A_DAY} new pairs and ${NEW_TRADERS_A_DAY} new traders a day it grows ${fixed(catalogueGrowth / 1e6)} MB a day, 10 GB on ${days(D1_LIMIT_BYTES / catalogueGrowth)}`,
  );
  for (const perDay of SWAPS_PER_DAY) {
    const hot = perDay * HOT_PAIR_SHARE;
    const held = hot * SWAP_ARCHIVE_DEFAULT_DAYS * swapBytes + candleRowsADay(hot, FINE_BUCKETS_A_DAY) * FINE_CANDLE_DAYS * candleBytes;
    const growth = candleRowsADay(hot, COARSE_BUCKETS_A_DAY) * candleBytes;
    console.log(
      `  ${perDay} swaps/day, the busiest pair at ${HOT_PAIR_SHARE * 100}% (${hot}/day): its store holds ${fixed(held / GB, 2)} GB and grows ${fixed(growth / 1e6, 2)} MB a day, 10 GB on ${days((D1_LIMIT_BYTES - held) / growth)}`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), "lqscan-capacity-"));
try {
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir, "-c", "wrangler.toml"], { stdio: "ignore" });
  const figures = await ingestMarket(join(dir, "v3"));
  report(figures, btrees(databaseFile(join(dir, "v3", "d1"))));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
