import type { Timeframe } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";
import { pairIdOf } from "../db/ids";
import { pairSeriesOf } from "../durable-objects";
import type { CandleRow, SeriesColumn } from "./candle-columns";
import { SETTLED_TIMEFRAMES } from "./candle-retention";
import { keepSettledRead, keptSettledRead, type SeriesRow } from "./settled-reads";

// A pair's candles over a range, wherever they are kept: D1's hot window, and the pair's own store for the settled past.

const SETTLED = new Set<Timeframe>(SETTLED_TIMEFRAMES);

/** Candles of one timeframe starting from `from` to `to` (unix seconds), the newest `limit` of them. */
export type CandleRange = { timeframe: Timeframe; from: number; to: number; limit: number };

/** A read for the caller's D1 batch: its statements, then the rows from their results, newest first. */
export type CandleRead<Row> = { statements: D1PreparedStatement[]; rows: (results: D1Result[]) => Promise<Row[]> };

/** Where a pair's candles are kept. */
export type CandlesEnv = Pick<Env, "DB" | "PAIR_SERIES">;

type StoreRange = { timeframe: number; from: number; to: number; limit: number };

/**
 * The pair's store's newest `limit` candles of the range, newest first, as of the boundary D1 reported: kept from an
 * earlier read under the same boundary (settled-reads.ts), or read now and kept. Read after D1 answered, the store
 * holds every candle below that boundary, since a pair's candles are copied to its store before the batch that
 * moves its boundary; it may hold a few more, still in D1 too, which the stitch counts once. The store holds settled
 * candles only, all before its boundary, so the range need not be cut there.
 */
async function settledPage(env: Pick<Env, "PAIR_SERIES">, address: string, range: StoreRange, columns: readonly SeriesColumn[], boundary: number) {
  const key = `${address} ${range.timeframe} ${range.from} ${range.to} ${range.limit} ${columns.join()}`;
  const kept = keptSettledRead(key);
  if (kept?.settledBefore === boundary) return kept.rows;
  const rows = (await pairSeriesOf(env, address).candles(range.timeframe, range.from, range.to, range.limit, columns)) as SeriesRow[];
  keepSettledRead(key, { settledBefore: boundary, rows });
  return rows;
}

/**
 * The newest `limit` candles of the range, newest first: D1's, and when they do not fill the page and the range
 * reaches before the pair's settled boundary, its store's (`settled`). D1 keeps the newest settled candle of each
 * series and a run stopped before its D1 batch leaves copies in the store: a bucket found in both is one candle, the
 * same in each.
 */
async function stitchedCandles(
  hot: SeriesRow[],
  range: StoreRange,
  settledBefore: number | null,
  settled: (settledBefore: number) => Promise<readonly SeriesRow[]>,
): Promise<SeriesRow[]> {
  if (hot.length >= range.limit || settledBefore === null || range.from >= settledBefore) return hot;
  const byStart = new Map((await settled(settledBefore)).map((row) => [row.start_timestamp, row]));
  for (const row of hot) byStart.set(row.start_timestamp, row);
  return [...byStart.values()].sort((a, b) => b.start_timestamp - a.start_timestamp).slice(0, range.limit);
}

/**
 * The pair's candles of `range` with `columns` (the bucket start among them), newest first. Its two statements (D1's
 * candles and the pair's settled boundary) join the caller's batch; the pair's store is asked only after that batch
 * answered, when D1's do not fill the page and the range reaches before the boundary. 1s and 15s candles are pruned
 * and 1w candles stay in D1: only the timeframes that settle have a past in the store.
 */
export function candleRange<Column extends Extract<SeriesColumn, keyof CandleRow>>(
  env: CandlesEnv,
  address: string,
  range: CandleRange,
  columns: readonly Column[],
): CandleRead<Pick<CandleRow, Column>> {
  const db = env.DB;
  const stored: StoreRange = { ...range, timeframe: CANDLE_KEY_TIMEFRAMES[range.timeframe] };
  const statements = [
    db
      .prepare(
        `SELECT ${columns.join(", ")} FROM candle_rows
         WHERE ${inCandleSeries("candle_key", pairIdOf("?1"), "?2", "?3", "?4")}
         ORDER BY candle_key DESC LIMIT ?5`,
      )
      .bind(address, stored.timeframe, stored.from, stored.to, stored.limit),
    db.prepare(`SELECT settled_before FROM pair_series_boundaries WHERE pair_id = ${pairIdOf("?1")}`).bind(address),
  ];
  const rows = async ([candles, boundary]: D1Result[]) => {
    const pairBoundary = (boundary!.results[0] as { settled_before: number } | undefined)?.settled_before ?? null;
    const settledBefore = SETTLED.has(range.timeframe) ? pairBoundary : null;
    const hot = candles!.results as SeriesRow[];
    const page = await stitchedCandles(hot, stored, settledBefore, (at) => settledPage(env, address, stored, columns, at));
    return page as unknown as Pick<CandleRow, Column>[];
  };
  return { statements, rows };
}
