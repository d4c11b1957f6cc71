import type { ChartQuery, ChartResponse } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";
import { pairIdOf } from "../db/ids";
import { CANDLE_TYPE_COLUMNS, type ChartSourceRow, chartCandle } from "./chart-candles";
import { chartMetadata, displayedCirculating, type PairMeta, pairMetaStatement } from "./pair-meta";

/** Without a limit, a chart answers the newest 1000 candles of the range. */
export const DEFAULT_CANDLE_LIMIT = 1000;

/** A pair's candles of one timeframe and candle type, oldest first, with its metadata; null for an unknown pair. */
export async function pairChart(db: D1Database, address: string, query: ChartQuery): Promise<ChartResponse | null> {
  // One round trip: the pair and its candles (newest first, up to the limit).
  const [metaResult, candleResult] = await db.batch([
    pairMetaStatement(db, address),
    db
      .prepare(
        `SELECT ${CANDLE_TYPE_COLUMNS[query.candleType].join(", ")} FROM candle_rows
         WHERE ${inCandleSeries("candle_key", pairIdOf("?1"), "?2", "?3", "?4")}
         ORDER BY candle_key DESC LIMIT ?5`,
      )
      .bind(
        address,
        CANDLE_KEY_TIMEFRAMES[query.timeframe],
        query.fromTimestamp ?? 0,
        query.toTimestamp ?? Number.MAX_SAFE_INTEGER,
        query.limit ?? DEFAULT_CANDLE_LIMIT,
      ),
  ]);
  const pair = metaResult!.results[0] as PairMeta | undefined;
  if (pair === undefined) return null;
  const circulating = displayedCirculating(pair);
  const candles = (candleResult!.results as ChartSourceRow[]).reverse().flatMap((row) => chartCandle(row, query.candleType, circulating) ?? []);
  return {
    candles,
    count: candles.length,
    pairAddress: pair.address,
    timeframe: query.timeframe,
    candleType: query.candleType,
    metadata: chartMetadata(pair),
  };
}
