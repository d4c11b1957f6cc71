import * as candles from "../stores/candles";
import { CHART_SOURCE_COLUMNS, type ChartSourceRow } from "./chart-candles";

/** A curve's candle in one timeframe, as the chart draws it. */
export type CurveCandle = ChartSourceRow & Pick<candles.CandleRow, "timeframe">;

/**
 * The candles curve `curve` has in the buckets of `merged` (its V2 pair's, just merged): only the bucket it graduated
 * in has both, whose live candle on the curve's page must keep the curve's part.
 */
export function curveCandlesAt(db: D1Database, curve: string, merged: readonly candles.CandleBucket[]): Promise<CurveCandle[]> {
  return candles.inBuckets(db, curve, merged, CHART_SOURCE_COLUMNS);
}
