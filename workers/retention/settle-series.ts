import { pairSeriesOf } from "../durable-objects";
import { oldestReorgableTime, type PairToSettle, pairsToSettle, recordSettled, settledCandles } from "../ingest/retention";
import { retentionConfig } from "./retention-config";

/** Pairs one run settles: each a copy to its store and a D1 batch. */
const SETTLED_PAIRS_A_RUN = 20;
/** A pair is settled once it has a day of candles to move, by a week at most a run (at most 13k candles). */
const SETTLE_BACKLOG_SECONDS = 86_400;
const SETTLE_SPAN_SECONDS = 7 * 86_400;

export type SettleOptions = { pairs: number; span: number; backlog: number };
const DEFAULTS: SettleOptions = { pairs: SETTLED_PAIRS_A_RUN, span: SETTLE_SPAN_SECONDS, backlog: SETTLE_BACKLOG_SECONDS };

type SettleEnv = Pick<Env, "DB" | "PAIR_SERIES" | "RETENTION_SERIES_DAYS">;

/** Candles settle before this time: older than RETENTION_SERIES_DAYS and than any block a rollback can reach; null before any block. */
export async function settleCutoff(env: SettleEnv, nowUnix: number): Promise<number | null> {
  const reorgable = await oldestReorgableTime(env.DB);
  return reorgable === null ? null : Math.min(nowUnix - retentionConfig(env).seriesSeconds, reorgable);
}

/**
 * Moves one pair's settled candles from D1 into its PairSeries store: first a copy that replaces by key, then one D1
 * batch that records the pair's boundary and deletes them. A run stopped between the two leaves copies nothing reads
 * yet, which the next run writes again over themselves: nothing is lost or counted twice. Answers the candles copied.
 */
export async function settlePair(env: SettleEnv, pair: PairToSettle): Promise<number> {
  const candles = await settledCandles(env.DB, pair);
  if (candles.length > 0) await pairSeriesOf(env, pair.address).putCandles(candles);
  await env.DB.batch(recordSettled(env.DB, pair));
  return candles.length;
}

/** The minute cron's part: settles the pairs with the oldest unsettled day of candles, `options.pairs` at most. */
export async function settleSeries(env: SettleEnv, nowUnix: number, options = DEFAULTS) {
  const cutoff = await settleCutoff(env, nowUnix);
  if (cutoff === null) return { pairs: 0, candles: 0 };
  const pairs = await pairsToSettle(env.DB, cutoff, options);
  const moved = await Promise.all(pairs.map((pair) => settlePair(env, pair)));
  return { pairs: pairs.length, candles: moved.reduce((sum, count) => sum + count, 0) };
}
