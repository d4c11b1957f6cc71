import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PairSeries } from "../../../durable-objects/pair-series";
import { TIMEFRAMES } from "../../../shared/chart-options";
import type { ChartResponse } from "../../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES } from "../../../workers/db/candle-key";
import { PAIR_STATS_SELECT } from "../../../workers/db/pair-stats";
import { bucketStart } from "../../../workers/db/timeframes";
import { pairSeriesOf } from "../../../workers/durable-objects";
import worker from "../../../workers/index";
import { rollbackTo } from "../../../workers/ingest/rollback";
import { SERIES_CANDLE_COLUMNS, type SeriesCandle } from "../../../workers/stores/candle-columns";
import { pairsToSettle, SETTLED_TIMEFRAMES, settledCandles, settledStarts } from "../../../workers/stores/candle-retention";
import { callWorker } from "../call-worker";
import { syntheticChain } from "../ingest/synthetic-ingest";

// Settled candles (1m to 1d, older than 3 days) move from D1 into each pair's PairSeries store; charts stitch
// both and answer exactly what D1 alone answered, after a crash between copy and delete, repeated runs and a rollback.

/**
 * "Now" for the chain and the cron: last week's Sunday noon, so that the week of the recent trades also holds days
 * older than the 3-day window, whose daily candles a rollback reads to recompute the week's candle.
 */
const NOW = bucketStart(Math.floor(Date.now() / 1000), "1w") - 12 * 3600;
const DAY = 86_400;
/** Days ago of each old stretch of 200 blocks (a trade a block on each pair): across days and weeks. */
const OLD_DAYS_AGO = [16, 12, 11.5, 10, 9, 8.2, 7, 6, 5, 4.5];
const OLD_BLOCKS = 200;
/** Then 300 blocks ending a minute ago, the last 100 of which a reorg takes back. */
const RECENT_BLOCKS = 300;
const REORGED_BLOCKS = 100;

const QUERIES = [
  "limit=5000",
  "limit=7",
  `fromTimestamp=${NOW - 11 * DAY}&toTimestamp=${NOW - 2 * DAY}&limit=40`,
  `toTimestamp=${NOW - 9 * DAY}&limit=30&candleType=usd`,
];

/** 1s and 15s candles are pruned after 48 hours (retention.test.ts): their charts are compared over the last minutes. */
const queriesOf = (timeframe: string) => (timeframe === "1s" || timeframe === "15s" ? QUERIES.slice(1, 2) : QUERIES);

async function charts(pair: string) {
  const answers: Record<string, ChartResponse> = {};
  for (const timeframe of TIMEFRAMES) {
    for (const query of queriesOf(timeframe)) {
      const res = await callWorker(new Request(`http://app/api/v1/indexer/chart/${pair}?timeframe=${timeframe}&${query}`));
      expect(res.status).toBe(200);
      answers[`${timeframe} ${query}`] = await res.json<ChartResponse>();
    }
  }
  return answers;
}

/** Charts with figures to 12 digits: a rollback recomputes sums in another order than ingestion added them. */
const rounded = (answers: Record<string, ChartResponse>) =>
  Object.fromEntries(
    Object.entries(answers).map(([key, chart]) => [
      key,
      {
        ...chart,
        candles: chart.candles.map((candle) => Object.fromEntries(Object.entries(candle).map(([name, value]) => [name, Number(value.toPrecision(12))]))),
      },
    ]),
  );

/** The pair's rolling statistics at NOW: the 24h window's price change reads the close before the window, days old. */
const stats = async (pair: string) =>
  (
    await env.DB.prepare(PAIR_STATS_SELECT)
      .bind(JSON.stringify([pair]), NOW)
      .all()
  ).results;

const minuteCron = () => worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: NOW * 1000 }), env);

describe("pair series stores", () => {
  it("move settled candles out of D1 while every chart answers as D1 alone did, through a crash, reruns and a rollback", async () => {
    const { pairs, ingest, nextBlock } = await syntheticChain(1500);
    const pair = pairs[0]!.address;
    for (const daysAgo of OLD_DAYS_AGO) await ingest(OLD_BLOCKS, NOW - Math.round(daysAgo * DAY));
    await ingest(RECENT_BLOCKS - REORGED_BLOCKS, NOW - 60 - RECENT_BLOCKS);
    const fork = nextBlock();
    const beforeReorged = await charts(pair);
    await ingest(REORGED_BLOCKS, NOW - 60 - REORGED_BLOCKS);
    const head = nextBlock() - 1;
    const before = await charts(pair);
    const statsBefore = await stats(pair);

    // A run that copied into the stores and stopped before its D1 batch: D1 still answers everything.
    const cutoff = NOW - 3 * DAY;
    const copied = await pairsToSettle(env.DB, cutoff, { pairs: 20, span: 7 * DAY, backlog: DAY });
    expect(copied.map((settling) => settling.address).sort()).toEqual(pairs.map((p) => p.address).sort());
    for (const settling of copied) await pairSeriesOf(env, settling.address).putCandles(await settledCandles(env.DB, settling));
    expect(await charts(pair)).toEqual(before);

    // The cron's runs move a week of series a pair at a time; a third run finds nothing left and changes nothing.
    for (let run = 0; run < 3; run++) await minuteCron();
    const settledBefore = (await env.DB.prepare("SELECT settled_before FROM pair_series_boundaries WHERE pair_id = (SELECT id FROM pairs WHERE address = ?1)")
      .bind(pair)
      .first<number>("settled_before"))!;
    expect(settledBefore).toBe(cutoff);
    expect(await charts(pair)).toEqual(before);
    expect(await stats(pair)).toEqual(statsBefore);

    // 1s and 15s candles are pruned and 1w candles stay in D1, so their charts never ask the store: with the stores
    // unreachable, pages no read asked for before answer as they do with them; a timeframe that settles cannot.
    const unreachable = {
      idFromName: () => {
        throw new Error("the pair stores are unreachable");
      },
    } as unknown as DurableObjectNamespace<PairSeries>;
    for (const timeframe of ["1s", "15s", "1w", "1h"]) {
      const request = () => new Request(`http://app/api/v1/indexer/chart/${pair}?timeframe=${timeframe}&limit=4999`);
      const withoutStores = await callWorker(request(), { PAIR_SERIES: unreachable });
      expect(withoutStores.status).toBe(timeframe === "1h" ? 500 : 200);
      if (timeframe !== "1h") expect(await withoutStores.json()).toEqual(await (await callWorker(request())).json());
    }

    // A page read again under the same boundary is what the isolate kept of the store, which is not asked again:
    // settled candles never change, so a candle altered in the store behind the cron's back stays unseen. (Not the
    // newest settled candle: D1 keeps that one too, and its copy is the one shown.)
    const store = pairSeriesOf(env, pair);
    const minute = CANDLE_KEY_TIMEFRAMES["1m"];
    const [, older] = (await store.candles(minute, 0, settledBefore, 2, ["start_timestamp", ...SERIES_CANDLE_COLUMNS])) as (SeriesCandle & {
      start_timestamp: number;
    })[];
    const { start_timestamp: start, ...values } = older!;
    const stored = { ...values, series_key: minute * 2 ** 32 + start };
    await store.putCandles([{ ...stored, close: stored.close * 2, close_usd: (stored.close_usd ?? 1) * 2 }]);
    expect(await charts(pair)).toEqual(before);
    await store.putCandles([stored]);

    // Each settled candle is in the store once; D1 keeps only the newest settled one of each series.
    const starts = settledStarts(settledBefore);
    const settledCount = SETTLED_TIMEFRAMES.reduce(
      (sum, timeframe) => sum + before[`${timeframe} limit=5000`]!.candles.filter((candle) => candle.time < starts[timeframe]).length,
      0,
    );
    expect(settledCount).toBeGreaterThan(50);
    expect((await pairSeriesOf(env, pair).size()).candles).toBe(settledCount);
    const inD1 = [];
    for (const timeframe of SETTLED_TIMEFRAMES) {
      const settledInD1 = env.DB.prepare("SELECT COUNT(*) AS n FROM candles WHERE pair_address = ?1 AND timeframe = ?2 AND start_timestamp < ?3");
      inD1.push(await settledInD1.bind(pair, timeframe, starts[timeframe]).first<number>("n"));
    }
    expect(inD1).toEqual(SETTLED_TIMEFRAMES.map(() => 1));

    // A reorg takes back the last 100 blocks: the charts are those of the chain without them, and stay so.
    await rollbackTo(env.DB, fork, head, new Date().toISOString(), NOW);
    expect(rounded(await charts(pair))).toEqual(rounded(beforeReorged));
    await minuteCron();
    expect(rounded(await charts(pair))).toEqual(rounded(beforeReorged));
  });
});
