// Candles, behind one door: D1 holds the hot window, each pair's PairSeries store its settled past. Ingestion,
// rollback, the retention cron and the chart ask this module and never see where a candle is kept.
// Use it as `import * as candles from "../stores/candles"`: candles.range(…), candles.settle(…).

export { type CandleBucket, candlesInBuckets as inBuckets } from "./candle-buckets";
export { CANDLE_COLUMNS, CANDLE_VALUE_COLUMNS, type CandleRow } from "./candle-columns";
export { type CandleRange, type CandleRead, type CandlesEnv, candleRange as range } from "./candle-range";
export { pruneFineCandles as pruneStatements, SETTLED_TIMEFRAMES, settleCutoff, settleSeries as settle } from "./candle-retention";
export { mergeCandleStatements as mergeStatements, replaceCandles as replaceStatements } from "./candle-writes";
