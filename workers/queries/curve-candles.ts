import { CANDLE_KEY_TIMEFRAMES, candleKeyOf } from "../db/candle-key";
import { pairIdOf } from "../db/ids";
import type { CandleRow } from "../stores/candle-columns";
import { CHART_SOURCE_COLUMNS, type ChartSourceRow } from "./chart-candles";

/** A curve's candle in one timeframe, as the chart draws it. */
export type CurveCandle = ChartSourceRow & Pick<CandleRow, "timeframe">;

/**
 * The candles curve `curve` has in D1 in the buckets of `candles` (its V2 pair's, just merged): only the bucket it
 * graduated in has both, whose live candle on the curve's page must keep the curve's part.
 */
export async function curveCandlesAt(db: D1Database, curve: string, candles: readonly CandleRow[]): Promise<CurveCandle[]> {
  if (candles.length === 0) return [];
  const buckets = candles.map((candle) => [CANDLE_KEY_TIMEFRAMES[candle.timeframe], candle.start_timestamp]);
  const { results } = await db
    .prepare(
      `SELECT c.timeframe, ${CHART_SOURCE_COLUMNS.map((column) => `c.${column}`).join(", ")}
       FROM json_each(?2) j JOIN candle_rows c ON c.candle_key = ${candleKeyOf(pairIdOf("?1"), "(j.value ->> 0)", "(j.value ->> 1)")}`,
    )
    .bind(curve, JSON.stringify(buckets))
    .all<CurveCandle>();
  return results;
}
