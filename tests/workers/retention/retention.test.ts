import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityResponse } from "../../../shared/schemas/activity";
import type { ChartResponse } from "../../../shared/schemas/chart";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import { KEPT_BLOCK_HASHES } from "../../../workers/db/indexed-blocks";
import worker from "../../../workers/index";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { rollbackTo } from "../../../workers/ingest/rollback";
import { type ArchivedGroup, groupObjectKey } from "../../../workers/stores/swap-archive";
import { SWAP_COLUMNS } from "../../../workers/stores/swap-writes";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";
import { callWorker } from "../call-worker";

// Retention, as the minute cron applies it with the default windows (1s/15s candles 48 hours, swaps 3 days).

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;
/** A trade a block on each of two pairs (the first pair's are buys): 1000 blocks ten days ago, then 20 blocks a minute ago. */
const OLD_BLOCKS = 1000;
const RECENT_BLOCKS = 20;

const get = async <T>(path: string) => {
  const res = await callWorker(new Request(`http://app${path}`));
  expect(res.status).toBe(200);
  return res.json<T>();
};

describe("retention", () => {
  it("prunes old 1s and 15s candles, keeps 1m ones, and moves old swaps to R2 where activity and trader history still read them", async () => {
    const pairs = syntheticPairs(2, 1300);
    await env.DB.batch(seedStatements(env.DB, pairs));
    const deps = benchDeps();
    const old = syntheticRange(pairs, 1, OLD_BLOCKS, 2, NOW - 10 * DAY);
    await applyRange(deps, old, { tracked: [], cursor: null, now: new Date(), live: false });
    const recent = syntheticRange(pairs, OLD_BLOCKS + 1, RECENT_BLOCKS, 2, NOW - 60 - OLD_BLOCKS - RECENT_BLOCKS);
    await applyRange(deps, recent, { tracked: [], cursor: old.last, now: new Date(), live: false });
    const pair = pairs[0]!.address;
    const head = OLD_BLOCKS + RECENT_BLOCKS;

    const chart = (timeframe: string) => get<ChartResponse>(`/api/v1/indexer/chart/${pair}?timeframe=${timeframe}&limit=5000`);
    const activity = (query: string) => get<ActivityResponse>(`/api/v1/indexer/activity/${pair}?${query}`);
    // Everything; a page reaching from D1 into the archive; a page of the archive only.
    const pages = ["limit=5000", "limit=300", `limit=50&beforeTimestamp=${NOW - 10 * DAY + 400}`];
    // The trader of block 100's trade on the first pair: one trade, ten days old.
    const trader = (await env.DB.prepare("SELECT trader_address FROM swaps WHERE block_number = 100 AND pair_address = ?1")
      .bind(pair)
      .first<string>("trader_address"))!;
    const before = {
      candles1s: await chart("1s"),
      candles1m: await chart("1m"),
      activity: await Promise.all(pages.map(activity)),
      traderReport: await get<TraderResponse>(`/api/v1/indexer/trader/${trader}`),
      traderActivity: await get<ActivityResponse>(`/api/v1/indexer/activity/${pair}/trader/${trader}`),
    };
    expect(before.candles1s.candles.length).toBe(OLD_BLOCKS + RECENT_BLOCKS);
    expect(before.activity.map((page) => page.count)).toEqual([OLD_BLOCKS + RECENT_BLOCKS, 300, 50]);

    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: NOW * 1000 }), env);

    // Old 1s candles are gone, the last minute's stay; 1m candles are kept for good.
    const candles1s = await chart("1s");
    expect(candles1s.candles.map((candle) => candle.time)).toEqual(
      before.candles1s.candles.filter((candle) => candle.time >= NOW - 2 * DAY).map((c) => c.time),
    );
    expect(candles1s.candles.length).toBe(RECENT_BLOCKS);
    expect(await chart("1m")).toEqual(before.candles1m);

    // Swaps of final blocks older than 3 days left D1, but each pair's last final block stayed.
    const final = head - KEPT_BLOCK_HASHES;
    const stored = await env.DB.prepare("SELECT MIN(block_number) AS oldest, COUNT(*) AS n FROM swaps").first<{ oldest: number; n: number }>();
    expect(stored!.oldest).toBe(final);
    expect(stored!.n).toBe(2 * (head - final + 1));

    // Activity and the trader's history read them from R2: the same items, in the same order.
    expect(await Promise.all(pages.map(activity))).toEqual(before.activity);
    expect(await get<TraderResponse>(`/api/v1/indexer/trader/${trader}`)).toEqual(before.traderReport);
    expect(await get<ActivityResponse>(`/api/v1/indexer/activity/${pair}/trader/${trader}`)).toEqual(before.traderActivity);

    // A reorg as deep as the kept block hashes allow reaches D1's swaps only: the archive answers as before.
    const fork = head - KEPT_BLOCK_HASHES + 1;
    await rollbackTo(env.DB, fork, head, new Date().toISOString(), NOW);
    const afterReorg = await activity("limit=5000");
    expect(afterReorg.activity).toEqual(before.activity[0]!.activity.filter((item) => item.blockNumber < fork));

    // The format: a run's two objects; the pair's group a gzip member of NDJSON, the swaps view's columns, in chain order.
    const run = `swaps/v1/000000000001-${String(final - 1).padStart(12, "0")}`;
    const listed = await env.SWAP_ARCHIVE.list({ prefix: "swaps/v1/" });
    expect(listed.objects.map((object) => object.key).sort()).toEqual([`${run}/pairs.ndjson.gz`, `${run}/traders.ndjson.gz`]);
    const group = await env.DB.prepare("SELECT * FROM archived_swap_groups WHERE owner_kind = 0 AND owner_id = (SELECT id FROM pairs WHERE address = ?1)")
      .bind(pair)
      .first<ArchivedGroup>();
    expect(group).toMatchObject({ run_first_block: 1, run_last_block: final - 1, last_block: final - 1, pair_swaps: null });
    expect(groupObjectKey(group!)).toBe(`${run}/pairs.ndjson.gz`);
    const object = await env.SWAP_ARCHIVE.get(groupObjectKey(group!), { range: { offset: group!.byte_offset, length: group!.byte_length } });
    const lines = (await new Response(object!.body.pipeThrough(new DecompressionStream("gzip"))).text()).trimEnd().split("\n");
    const swaps = lines.map((line) => JSON.parse(line) as { block_number: number; pair_address: string });
    expect(Object.keys(swaps[0]!)).toEqual([...SWAP_COLUMNS, "created_at"]);
    expect(swaps.map((swap) => [swap.pair_address, swap.block_number])).toEqual(Array.from({ length: final - 1 }, (_, index) => [pair, 1 + index]));
  });
});
