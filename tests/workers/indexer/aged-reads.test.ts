import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityResponse } from "../../../shared/schemas/activity";
import type { ChartResponse } from "../../../shared/schemas/chart";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import worker from "../../../workers/index";
import type { FetchedRange } from "../../../workers/ingest/fetch-range";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";
import { callWorker } from "../call-worker";

// Every API that shows swaps or candles answers the same after every retention window has passed over them: swaps
// moved to the archive, fine candles pruned, 1m–1d candles settled into their pair's store. Readers of old data that
// forget a tier (three bugs so far) fail here.

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const OLD_BLOCKS = 600;
const RECENT_BLOCKS = 20;

const get = async <T>(path: string) => {
  const res = await callWorker(new Request(`http://app${path}`));
  expect(res.status).toBe(200);
  return res.json<T>();
};

/** The distinct bucket starts of `seconds` of the ranges' blocks: one candle each, as the chain's own times say. */
const buckets = (ranges: FetchedRange[], seconds: number) =>
  new Set(ranges.flatMap((range) => [...range.blocks.values()].map((block) => block.timestamp - (block.timestamp % seconds)))).size;

/**
 * An answer less the 5m window's price change: its reference is the 15s close before the window, and 15s candles are
 * pruned, not moved, so for a pair idle for days it falls back to the window's first open once they are gone.
 */
const shown = (read: object) => JSON.parse(JSON.stringify(read), (key, value) => (key === "5m" ? { ...value, priceChangePercent: "pruned" } : value));

describe("reads of aged data", () => {
  it("answer the same after swaps are archived and candles settled into the pair's store", async () => {
    const pairs = syntheticPairs(2, 2100);
    await env.DB.batch(seedStatements(env.DB, pairs));
    const deps = benchDeps();
    const old = syntheticRange(pairs, 1, OLD_BLOCKS, 2, NOW - 10 * DAY);
    await applyRange(deps, old, { tracked: [], cursor: null, now: new Date(), live: false });
    // Past the kept block hashes: no rollback reaches the old blocks, so their candles may settle.
    const recent = syntheticRange(pairs, OLD_BLOCKS + 400, RECENT_BLOCKS, 2, NOW - 60 - RECENT_BLOCKS);
    await applyRange(deps, recent, { tracked: [], cursor: old.last, now: new Date(), live: false });
    const pair = pairs[0]!.address;
    const trader = (await env.DB.prepare("SELECT trader_address FROM swaps WHERE block_number = 50 AND pair_address = ?1")
      .bind(pair)
      .first<string>("trader_address"))!;

    const reads = () =>
      Promise.all([
        ...["1m", "5m", "1h", "1d", "1w"].map((timeframe) => get<ChartResponse>(`/api/v1/indexer/chart/${pair}?timeframe=${timeframe}&limit=5000`)),
        get<ChartResponse>(`/api/v1/indexer/chart/${pair}?timeframe=1m&limit=100&toTimestamp=${NOW - 10 * DAY + 300}`),
        get<ActivityResponse>(`/api/v1/indexer/activity/${pair}?limit=5000`),
        get<ActivityResponse>(`/api/v1/indexer/activity/${pair}?limit=40&isBuy=true`),
        get<ActivityResponse>(`/api/v1/indexer/activity/${pair}/trader/${trader}`),
        get<TraderResponse>(`/api/v1/indexer/trader/${trader}`),
        get<PairDetailResponse>(`/api/v1/indexer/info/${pair}`),
      ]);
    const before = await reads();
    const [m1, m5, h1] = before as ChartResponse[];
    // One candle a bucket the pair traded in, one activity item a block (the pair trades in each).
    expect([m1!.count, m5!.count, h1!.count]).toEqual([buckets([old, recent], 60), buckets([old, recent], 300), buckets([old, recent], 3600)]);
    expect((before[6] as ActivityResponse).count).toBe(OLD_BLOCKS + RECENT_BLOCKS);

    // Three minute-cron runs: the first archives the old swaps and settles the pairs, the next find nothing more.
    for (let run = 0; run < 3; run++) {
      await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: NOW * 1000 }), env);
    }
    // Every tier was reached: D1 keeps only the recent window of swaps and of 1m candles.
    const swapsInD1 = await env.DB.prepare("SELECT COUNT(*) AS n FROM swaps WHERE pair_address = ?1").bind(pair).first<number>("n");
    expect(swapsInD1).toBeLessThan(RECENT_BLOCKS + 300);
    expect((await env.SWAP_ARCHIVE.list({ prefix: "swaps/v1/" })).objects.length).toBeGreaterThan(0);
    const oldMinutes = await env.DB.prepare("SELECT COUNT(*) AS n FROM candles WHERE pair_address = ?1 AND timeframe = '1m' AND start_timestamp < ?2")
      .bind(pair, NOW - 5 * DAY)
      .first<number>("n");
    expect(oldMinutes).toBeLessThanOrEqual(1);

    const after = await reads();
    for (const [index, read] of after.entries()) expect(shown(read), `read ${index}`).toEqual(shown(before[index]!));
  });
});
