import type { ChartQuery, ChartResponse } from "../../shared/schemas/chart";
import * as candles from "../stores/candles";
import { CANDLE_TYPE_COLUMNS, type ChartSourceRow, chartCandle } from "./chart-candles";
import { chartMetadata, displayedCirculating, type PairMeta, pairMetaStatement } from "./pair-meta";

/** Without a limit, a chart answers the newest 1000 candles of the range. */
export const DEFAULT_CANDLE_LIMIT = 1000;

/** A pair's candles of one timeframe and candle type, oldest first, with its metadata; null for an unknown pair. */
export async function pairChart(env: candles.CandlesEnv, address: string, query: ChartQuery): Promise<ChartResponse | null> {
  const read = candles.range(
    env,
    address,
    {
      timeframe: query.timeframe,
      from: query.fromTimestamp ?? 0,
      to: query.toTimestamp ?? Number.MAX_SAFE_INTEGER,
      limit: query.limit ?? DEFAULT_CANDLE_LIMIT,
    },
    CANDLE_TYPE_COLUMNS[query.candleType],
  );
  // One round trip: the pair and its candles.
  const [metaResult, ...candleResults] = await env.DB.batch([pairMetaStatement(env.DB, address), ...read.statements]);
  const pair = metaResult!.results[0] as PairMeta | undefined;
  if (pair === undefined) return null;
  const rows: ChartSourceRow[] = await read.rows(candleResults);
  const circulating = displayedCirculating(pair);
  const shown = rows.reverse().flatMap((row) => chartCandle(row, query.candleType, circulating) ?? []);
  return {
    candles: shown,
    count: shown.length,
    pairAddress: pair.address,
    timeframe: query.timeframe,
    candleType: query.candleType,
    metadata: chartMetadata(pair),
    graduation: null,
  };
}
