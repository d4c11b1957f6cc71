// The scale bench (issue 28, item 4): a month of a 1M-swaps-a-day market over 5,000 pairs, shrunk in time but
// not in structure: every day of the month trades at 1M a day's pace (12 swaps a 1 s block, each pair every
// 7 minutes) for its first DAY_MINUTES minutes, then the chain skips to the next day. The minute cron's
// retention runs at each day's end. Prints each store's size, the ingest rate and chart reads at the start
// and at the end (targets: ≥ 20k swaps/s; p50 ≤ 5 ms, p99 ≤ 20 ms):
//   npx vitest run --config vitest.workerd-bench.config.ts tests/bench/workerd/scale-bench.ts
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { applyRange } from "../../../workers/ingest/ingest-step";
import type { BlockMark } from "../../../workers/ingest/write-range";
import { applyRetention } from "../../../workers/retention/apply-retention";
import { benchDeps, timeRequests } from "./bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "./synthetic-chain";

const PAIRS = 5000;
const SWAPS_PER_BLOCK = 12;
const DAYS = 30;
const DAY_MINUTES = 10;
const RANGE_BLOCKS = 600;
const DAY = 86_400;

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

async function chartReads(pair: string) {
  return timeRequests([`/api/v1/indexer/chart/${pair}?timeframe=1m&limit=1000`, `/api/v1/indexer/chart/${pair}?timeframe=1s&limit=1000`], 50);
}

it("ingests a shrunk month of 1M swaps a day over 5,000 pairs, with retention", async () => {
  const pairs = syntheticPairs(PAIRS);
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
    archived += (await applyRetention(env, cursor!.timestamp + 60)).archivedSwaps;
    retentionSeconds += (performance.now() - started) / 1000;
    if (day === 0) atStart = await chartReads(pairs[0]!.address);
  }
  const atEnd = await chartReads(pairs[0]!.address);
  const swaps = DAYS * blocksADay * SWAPS_PER_BLOCK;
  const stored = (await env.DB.prepare("SELECT COUNT(*) AS n FROM swap_rows").first<number>("n"))!;
  const candles = (await env.DB.prepare("SELECT COUNT(*) AS n FROM candle_rows").first<number>("n"))!;
  const groups = (await env.DB.prepare("SELECT COUNT(*) AS n FROM archived_swap_groups").first<number>("n"))!;
  const archive = await archiveBytes();
  const d1 = await d1Bytes();
  console.log(`month: ${DAYS} days × ${DAY_MINUTES} min at 1M swaps/day's pace = ${swaps} swaps over ${PAIRS} pairs`);
  console.log(
    `ingest: ${Math.round(swaps / ingestSeconds)} swaps/s (${ingestSeconds.toFixed(1)} s; target ≥ 20000); retention: ${retentionSeconds.toFixed(1)} s in ${DAYS} runs`,
  );
  console.log(`D1 (the largest store): ${mb(d1)}, ${stored} swaps and ${candles} candles (${(d1 / swaps).toFixed(0)} bytes a swap ingested)`);
  console.log(
    `R2 archive: ${mb(archive.bytes)} in ${archive.objects} objects, ${archived} swaps (${((archive.bytes / archived) * 1).toFixed(0)} bytes a swap, filed twice)`,
  );
  console.log(
    `chart read, 1000 candles, 1m and 1s: at the start p50 ${atStart!.p50} ms, p99 ${atStart!.p99} ms; at the end p50 ${atEnd.p50} ms, p99 ${atEnd.p99} ms`,
  );
  expect(stored + archived).toBe(swaps);
}, 1_800_000);
