// The scale bench (issue 28, item 4): a month of a 1M-swaps-a-day market over 5,000 pairs, shrunk in time but
// not in structure: every day of the month trades at 1M a day's pace (12 swaps a 1 s block, each pair every
// 7 minutes) for its first DAY_MINUTES minutes, then the chain skips to the next day. The minute cron's
// retention runs at each day's end; at the month's end the settled candles of every pair move to its PairSeries
// store (what the minute cron does 20 pairs a run). Prints each store's size (D1, R2, the pair stores), the ingest
// rate and chart reads at the start and at the end, where they reach into the pairs' stores (targets: ≥ 20k
// swaps/s; p50 ≤ 5 ms, p99 ≤ 20 ms):
//   npx vitest run --config vitest.workerd-bench.config.ts tests/bench/workerd/scale-bench.ts
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import type { ChartResponse } from "../../../shared/schemas/chart";
import { pairSeriesOf } from "../../../workers/durable-objects";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { pairsToSettle } from "../../../workers/ingest/retention";
import type { BlockMark } from "../../../workers/ingest/write-range";
import { applyRetention } from "../../../workers/retention/apply-retention";
import { settleCutoff, settlePair } from "../../../workers/retention/settle-series";
import { callWorker } from "../../workers/call-worker";
import { benchDeps, timeRequests } from "./bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "./synthetic-chain";

const PAIRS = 5000;
const SWAPS_PER_BLOCK = 12;
const DAYS = 30;
const DAY_MINUTES = 10;
const RANGE_BLOCKS = 600;
const DAY = 86_400;
/** Pairs whose candles the bench moves to their stores (settleSample says why not all). */
const SETTLED_PAIRS = 250;
/** The daily retention runs keep the series in D1; the month's end moves them (settleSample). */
const KEEP_SERIES = { RETENTION_SERIES_DAYS: String(100 * 365) };

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** D1's file size, as D1 reports it after a statement. */
const d1Bytes = async () => (await env.DB.prepare("SELECT 1").run()).meta.size_after;

async function archiveBytes() {
  let bytes = 0;
  let objects = 0;
  let cursor: string | undefined;
  do {
    const page = await env.SWAP_ARCHIVE.list(cursor === undefined ? {} : { cursor });
    objects += page.objects.length;
    bytes += page.objects.reduce((sum, object) => sum + object.size, 0);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor !== undefined);
  return { bytes, objects };
}

/**
 * Chart reads of 1000 candles on ten pairs: 1m and 1h reach into the pairs' stores once their candles settled. A first
 * round, untimed, warms what a serving isolate has warm: the code of each path compiled, the pairs' objects started.
 */
async function chartReads(pairs: string[]) {
  const paths = pairs.flatMap((pair) => ["1m", "1h", "1s"].map((timeframe) => `/api/v1/indexer/chart/${pair}?timeframe=${timeframe}&limit=1000`));
  await timeRequests(paths, 1);
  return timeRequests(paths, 10);
}

/**
 * Moves the settled candles of the first SETTLED_PAIRS pairs, a month at a time, as the minute cron's runs would.
 * Only a sample: vitest-pool-workers 0.15 wraps a Durable Object class's prototype in one more proxy at each object
 * it constructs (cloudflare/workers-sdk#15092), and a few thousand objects overflow the stack. The pairs all trade
 * alike, so the sample's stores stand for the others.
 */
async function settleSample(pairs: string[], nowUnix: number) {
  const cutoff = (await settleCutoff(env, nowUnix))!;
  const sample = new Set(pairs.slice(0, SETTLED_PAIRS));
  let candles = 0;
  for (;;) {
    const due = (await pairsToSettle(env.DB, cutoff, { pairs: PAIRS, span: 31 * DAY, backlog: DAY })).filter((pair) => sample.has(pair.address));
    if (due.length === 0) return candles;
    for (const pair of due) candles += await settlePair(env, pair);
  }
}

async function pairStores(pairs: string[]) {
  const sizes = await Promise.all(pairs.map((pair) => pairSeriesOf(env, pair).size()));
  const used = sizes.filter((size) => size.candles > 0);
  return {
    count: used.length,
    bytes: used.reduce((sum, size) => sum + size.bytes, 0),
    candles: used.reduce((sum, size) => sum + size.candles, 0),
    largest: used.reduce((largest, size) => (size.bytes > largest.bytes ? size : largest), { bytes: 0, candles: 0 }),
  };
}

it("ingests a shrunk month of 1M swaps a day over 5,000 pairs, with retention", async () => {
  const pairs = syntheticPairs(PAIRS);
  const readPairs = pairs.slice(0, 10).map((pair) => pair.address);
  await env.DB.batch(seedStatements(env.DB, pairs));
  const deps = benchDeps();
  const blocksADay = DAY_MINUTES * 60;
  const monthStart = Math.floor(Date.now() / 1000 / DAY) * DAY - DAYS * DAY;
  let cursor: BlockMark | null = null;
  let ingestSeconds = 0;
  let retentionSeconds = 0;
  let archived = 0;
  let atStart: Awaited<ReturnType<typeof chartReads>> | null = null;
  for (let day = 0; day < DAYS; day++) {
    const firstBlock = 1 + day * blocksADay;
    for (let from = firstBlock; from < firstBlock + blocksADay; from += RANGE_BLOCKS) {
      // Block n of the day is at the day's start + n seconds.
      const range = syntheticRange(pairs, from, RANGE_BLOCKS, SWAPS_PER_BLOCK, monthStart + day * DAY - firstBlock);
      const started = performance.now();
      await applyRange(deps, range, { tracked: [], cursor, now: new Date(), live: false });
      ingestSeconds += (performance.now() - started) / 1000;
      cursor = range.last;
    }
    const started = performance.now();
    archived += (await applyRetention({ ...env, ...KEEP_SERIES }, cursor!.timestamp + 60)).archivedSwaps;
    retentionSeconds += (performance.now() - started) / 1000;
    if (day === 0) atStart = await chartReads(readPairs);
  }
  const chart = async () => (await callWorker(new Request(`http://app/api/v1/indexer/chart/${readPairs[0]}?timeframe=1m&limit=1000`))).json<ChartResponse>();
  const unsettled = await chart();
  const settleStarted = performance.now();
  const settleAt = cursor!.timestamp + 60;
  const settled = await settleSample(
    pairs.map((pair) => pair.address),
    settleAt,
  );
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  const atEnd = await chartReads(readPairs);
  const stitched = await chart();
  const swaps = DAYS * blocksADay * SWAPS_PER_BLOCK;
  const stored = (await env.DB.prepare("SELECT COUNT(*) AS n FROM swap_rows").first<number>("n"))!;
  const candles = (await env.DB.prepare("SELECT COUNT(*) AS n FROM candle_rows").first<number>("n"))!;
  const archive = await archiveBytes();
  const d1 = await d1Bytes();
  console.log(`month: ${DAYS} days × ${DAY_MINUTES} min at 1M swaps/day's pace = ${swaps} swaps over ${PAIRS} pairs`);
  console.log(
    `ingest: ${Math.round(swaps / ingestSeconds)} swaps/s (${ingestSeconds.toFixed(1)} s; target ≥ 20000); retention: ${retentionSeconds.toFixed(1)} s in ${DAYS} runs`,
  );
  const stores = await pairStores(pairs.slice(0, SETTLED_PAIRS).map((pair) => pair.address));
  const cutoff = (await settleCutoff(env, settleAt))!;
  const hot = (await env.DB.prepare("SELECT COUNT(*) AS n FROM candle_rows WHERE start_timestamp >= ?1").bind(cutoff).first<number>("n"))!;
  console.log(
    `D1: ${mb(d1)}, ${stored} swaps and ${candles} candles (${hot} of all timeframes in the 3-day window; the rest the unsettled pairs' and 1w) (${(d1 / swaps).toFixed(0)} bytes a swap ingested)`,
  );
  console.log(
    `pair stores: ${stores.count} stores, ${mb(stores.bytes)} in all, ${stores.candles} candles (${settled} moved in ${settleSeconds.toFixed(1)} s); the largest ${(stores.largest.bytes / 1e3).toFixed(1)} kB, ${stores.largest.candles} candles`,
  );
  console.log(
    `R2 archive: ${mb(archive.bytes)} in ${archive.objects} objects, ${archived} swaps (${((archive.bytes / archived) * 1).toFixed(0)} bytes a swap, filed twice)`,
  );
  console.log(
    `chart read, 1000 candles, 1m, 1h and 1s on 10 pairs: at the start p50 ${atStart!.p50} ms, p99 ${atStart!.p99} ms; at the end (1m and 1h from the pair's store and D1) p50 ${atEnd.p50} ms, p99 ${atEnd.p99} ms`,
  );
  console.log(`a pair's 1m chart at the end: ${stitched.count} candles, the month's, as D1 alone answered before they moved`);
  expect(stored + archived).toBe(swaps);
  expect(stitched).toEqual(unsettled);
}, 1_800_000);
