import type { Timeframe } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";
import { bucketStart } from "../db/timeframes";
import { pairSeriesOf } from "../durable-objects";
import { SERIES_CANDLE_COLUMNS, type SeriesCandle } from "./candle-columns";

// Candle retention: 1s and 15s candles are pruned from D1; 1m to 1d candles, once settled, move to their pair's
// PairSeries store (docs/storage.md); 1w candles stay in D1 (lifetime sums read them).

/** 1s and 15s candles pruned by one run at most: a minute's run catches up on days of backlog within hours. */
const PRUNED_CANDLES_A_RUN = 50_000;

/**
 * Deletes 1s and 15s candles whose bucket starts before `cutoff` (unix seconds), pair by pair as a range
 * of each series' keys (candle_key = pair_id << 36 | timeframe << 32 | start), never a scan of the table.
 */
export function pruneFineCandles(db: D1Database, cutoff: number): D1PreparedStatement[] {
  return (["1s", "15s"] as const).map((timeframe) =>
    db
      .prepare(
        `DELETE FROM candle_rows WHERE candle_key IN (SELECT c.candle_key FROM pairs p CROSS JOIN candle_rows c
           ON ${inCandleSeries("c.candle_key", "p.id", CANDLE_KEY_TIMEFRAMES[timeframe], "0", "?1 - 1")} LIMIT ?2)`,
      )
      .bind(cutoff, PRUNED_CANDLES_A_RUN),
  );
}

/** The timeframes whose settled candles move to their pair's store (1s and 15s are pruned; 1w stays: lifetime sums read it). */
export const SETTLED_TIMEFRAMES = ["1m", "5m", "15m", "1h", "4h", "1d"] as const;
type SettledTimeframe = (typeof SETTLED_TIMEFRAMES)[number];
const COARSER: Record<SettledTimeframe, Timeframe> = { "1m": "5m", "5m": "15m", "15m": "1h", "1h": "4h", "4h": "1d", "1d": "1w" };

/**
 * Where each timeframe's settled candles end for a pair settled before `settledBefore` (unix seconds): a candle
 * moves once the next coarser bucket holding it has ended too, since a rollback recomputes a coarser bucket
 * from the finer candles it holds.
 */
export function settledStarts(settledBefore: number): Record<SettledTimeframe, number> {
  return Object.fromEntries(SETTLED_TIMEFRAMES.map((timeframe) => [timeframe, bucketStart(settledBefore, COARSER[timeframe])])) as Record<
    SettledTimeframe,
    number
  >;
}

/** A pair whose candles settle up to `settled_before` in this run. */
export type PairToSettle = { id: number; address: string; settled_before: number };

/** SQL: the bucket start of candle key `key`. */
const startOf = (key: string) => `(${key} & 4294967295)`;

/**
 * Up to `pairs` pairs with a day (`backlog` seconds) of candles to settle before `cutoff`, oldest first: from the
 * first 1m candle at or after their boundary, each moves on by `span` seconds at most (bounding one run's copy).
 */
export async function pairsToSettle(db: D1Database, cutoff: number, options: { span: number; backlog: number; pairs: number }): Promise<PairToSettle[]> {
  const { results } = await db
    .prepare(
      `SELECT id, address, MIN(?1, first + ?2) AS settled_before FROM (
         SELECT p.id, p.address, (SELECT ${startOf("c.candle_key")} FROM candle_rows c
           WHERE ${inCandleSeries("c.candle_key", "p.id", CANDLE_KEY_TIMEFRAMES["1m"], "COALESCE(b.settled_before, 0)", "?1 - ?3")}
           ORDER BY c.candle_key LIMIT 1) AS first
         FROM pairs p LEFT JOIN pair_series_boundaries b ON b.pair_id = p.id
       ) WHERE first IS NOT NULL ORDER BY first LIMIT ?4`,
    )
    .bind(cutoff, options.span, options.backlog, options.pairs)
    .all<PairToSettle>();
  return results;
}

/** The pair's candles that settle before `settledBefore`, as its store keeps them. Settled candles no longer change. */
export async function settledCandles(db: D1Database, pair: PairToSettle): Promise<SeriesCandle[]> {
  const starts = settledStarts(pair.settled_before);
  const results = await db.batch(
    SETTLED_TIMEFRAMES.map((timeframe) =>
      db
        .prepare(
          `SELECT candle_key & 68719476735 AS series_key, ${SERIES_CANDLE_COLUMNS.join(", ")} FROM candle_rows
           WHERE ${inCandleSeries("candle_key", "?1", CANDLE_KEY_TIMEFRAMES[timeframe], "0", "?2 - 1")}`,
        )
        .bind(pair.id, starts[timeframe]),
    ),
  );
  return results.flatMap((result) => result.results as SeriesCandle[]);
}

/**
 * One batch's statements, after the pair's store holds settledCandles(pair): the pair's new boundary, and the delete
 * of those candles from D1 save the newest of each series (the rolling statistics read the close before a window).
 */
function recordSettled(db: D1Database, pair: PairToSettle): D1PreparedStatement[] {
  const starts = settledStarts(pair.settled_before);
  return [
    db
      .prepare(
        `INSERT INTO pair_series_boundaries (pair_id, settled_before) VALUES (?1, ?2)
         ON CONFLICT (pair_id) DO UPDATE SET settled_before = MAX(settled_before, excluded.settled_before)`,
      )
      .bind(pair.id, pair.settled_before),
    ...SETTLED_TIMEFRAMES.map((timeframe) => {
      const settled = inCandleSeries("candle_key", "?1", CANDLE_KEY_TIMEFRAMES[timeframe], "0", "?2 - 1");
      return db
        .prepare(`DELETE FROM candle_rows WHERE ${settled} AND candle_key < (SELECT MAX(candle_key) FROM candle_rows WHERE ${settled})`)
        .bind(pair.id, starts[timeframe]);
    }),
  ];
}

/** The time of the oldest block a rollback can still reach (the oldest kept block hash), or null before any block. */
async function oldestReorgableTime(db: D1Database): Promise<number | null> {
  return db.prepare("SELECT MIN(block_timestamp) AS timestamp FROM indexer_blocks").first<number | null>("timestamp");
}

/** Pairs one run settles: each a copy to its store and a D1 batch. */
const SETTLED_PAIRS_A_RUN = 20;
/** A pair is settled once it has a day of candles to move, by a week at most a run (at most 13k candles). */
const SETTLE_BACKLOG_SECONDS = 86_400;
const SETTLE_SPAN_SECONDS = 7 * 86_400;

export type SettleOptions = { pairs: number; span: number; backlog: number };
const DEFAULTS: SettleOptions = { pairs: SETTLED_PAIRS_A_RUN, span: SETTLE_SPAN_SECONDS, backlog: SETTLE_BACKLOG_SECONDS };

type SettleEnv = Pick<Env, "DB" | "PAIR_SERIES">;

/** Candles settle before this time: older than `aged` (unix seconds) and than any block a rollback can reach; null before any block. */
export async function settleCutoff(db: D1Database, aged: number): Promise<number | null> {
  const reorgable = await oldestReorgableTime(db);
  return reorgable === null ? null : Math.min(aged, reorgable);
}

/**
 * Moves one pair's settled candles from D1 into its PairSeries store: first a copy that replaces by key, then one D1
 * batch that records the pair's boundary and deletes them. A run stopped between the two leaves copies nothing reads
 * yet, which the next run writes again over themselves: nothing is lost or counted twice. Answers the candles copied.
 */
async function settlePair(env: SettleEnv, pair: PairToSettle): Promise<number> {
  const candles = await settledCandles(env.DB, pair);
  if (candles.length > 0) await pairSeriesOf(env, pair.address).putCandles(candles);
  await env.DB.batch(recordSettled(env.DB, pair));
  return candles.length;
}

/**
 * The minute cron's part: settles the pairs with the oldest unsettled day of candles older than `aged` (unix seconds,
 * the series window's start), `options.pairs` at most.
 */
export async function settleSeries(env: SettleEnv, aged: number, options = DEFAULTS) {
  const cutoff = await settleCutoff(env.DB, aged);
  if (cutoff === null) return { pairs: 0, candles: 0 };
  const pairs = await pairsToSettle(env.DB, cutoff, options);
  const moved = await Promise.all(pairs.map((pair) => settlePair(env, pair)));
  return { pairs: pairs.length, candles: moved.reduce((sum, count) => sum + count, 0) };
}
