import { CANDLE_KEY_TIMEFRAMES, candleKeyOf } from "../db/candle-key";
import { pairIdOf } from "../db/ids";
import type { CandleRow } from "./candle-columns";

/** A candle's bucket: its timeframe and start. */
export type CandleBucket = Pick<CandleRow, "timeframe" | "start_timestamp">;

/**
 * The pair's candles in `buckets` that it has, with `columns` and their timeframe. The buckets are those a write just
 * merged, too recent to have settled: D1 holds every one of them.
 */
export async function candlesInBuckets<Column extends keyof CandleRow>(
  db: D1Database,
  address: string,
  buckets: readonly CandleBucket[],
  columns: readonly Column[],
): Promise<Pick<CandleRow, Column | "timeframe">[]> {
  if (buckets.length === 0) return [];
  const keys = buckets.map((bucket) => [CANDLE_KEY_TIMEFRAMES[bucket.timeframe], bucket.start_timestamp]);
  const { results } = await db
    .prepare(
      `SELECT c.timeframe, ${columns.map((column) => `c.${column}`).join(", ")}
       FROM json_each(?2) j JOIN candle_rows c ON c.candle_key = ${candleKeyOf(pairIdOf("?1"), "(j.value ->> 0)", "(j.value ->> 1)")}`,
    )
    .bind(address, JSON.stringify(keys))
    .all<Pick<CandleRow, Column | "timeframe">>();
  return results;
}
