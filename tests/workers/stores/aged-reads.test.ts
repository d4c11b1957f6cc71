import { createScheduledController, env } from "cloudflare:test";
import { decodeEventLog } from "viem";
import { describe, expect, it } from "vitest";
import type { ActivityResponse } from "../../../shared/schemas/activity";
import type { ChartResponse } from "../../../shared/schemas/chart";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import { v2PairAbi } from "../../../workers/chain/abis";
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

/** The pair's trades as its raw Swap logs say: the token (token0) priced in HYPE by each trade's amounts, oldest first. */
const tradesOf = (ranges: FetchedRange[], pair: string) =>
  ranges.flatMap((range) =>
    range.logs.flatMap((log) => {
      if (log.address !== pair) return [];
      const event = decodeEventLog({ abi: v2PairAbi, data: log.data, topics: log.topics });
      if (event.eventName !== "Swap") return [];
      const { amount0In, amount1In, amount0Out, amount1Out } = event.args;
      const time = range.blocks.get(Number(log.blockNumber))!.timestamp;
      return [{ time, price: Number(amount1In + amount1Out) / Number(amount0In + amount0Out) }];
    }),
  );

/** Each window's change: the latest trade's price against the last trade's before the window, in percent. */
const expectedChanges = (trades: { time: number; price: number }[], now: number) =>
  Object.fromEntries(
    Object.entries(STAT_WINDOW_SECONDS).map(([window, seconds]) => {
      const reference = trades.filter((trade) => trade.time < now - seconds).at(-1)!.price;
      return [window, ((trades.at(-1)!.price - reference) * 100) / reference];
    }),
  );
const STAT_WINDOW_SECONDS = { "5m": 300, "1h": 3600, "6h": 21_600, "24h": 86_400 };

const expectChanges = (detail: PairDetailResponse, expected: Record<string, number>, when: string) => {
  for (const [window, stat] of Object.entries(detail.pair!.stats)) expect(stat.priceChangePercent, `${window} ${when}`).toBeCloseTo(expected[window]!, 6);
};

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
    const expected = expectedChanges(tradesOf([old, recent], pair), NOW);
    expectChanges(before.at(-1) as PairDetailResponse, expected, "before");
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
    // The 5m change still compares with the last trade before the window, days old, once its 15s candle is pruned.
    expectChanges(after.at(-1) as PairDetailResponse, expected, "after");
    for (const [index, read] of after.entries()) expect(read, `read ${index}`).toEqual(before[index]!);
  });
});
