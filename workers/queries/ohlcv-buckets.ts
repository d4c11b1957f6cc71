import type { Candle, Timeframe } from "../../shared/schemas/chart";
import type { OhlcvRow } from "../../shared/schemas/ohlcv";
import { TIMEFRAME_SECONDS } from "../db/timeframes";

// Stored candles folded into the buckets an OHLCV call asks for. Pure, so the folding is tested on its own.

/** Stored timeframes whose buckets start on multiples of their size from the epoch, coarsest first (weeks start on Mondays). */
const EPOCH_ALIGNED: readonly Timeframe[] = ["1d", "4h", "1h", "15m", "5m", "1m", "15s", "1s"];

/** The coarsest stored timeframe whose candles tile buckets of `bucketSeconds`, and how many make one. */
export function sourceTimeframe(bucketSeconds: number): { timeframe: Timeframe; perBucket: number } {
  const timeframe = EPOCH_ALIGNED.find((candidate) => bucketSeconds % TIMEFRAME_SECONDS[candidate] === 0) ?? "1s";
  return { timeframe, perBucket: bucketSeconds / TIMEFRAME_SECONDS[timeframe] };
}

/** Candles (oldest first) folded into buckets of `bucketSeconds` from the epoch, oldest first. */
export function foldCandles(candles: readonly Candle[], bucketSeconds: number): Candle[] {
  const folded: Candle[] = [];
  for (const candle of candles) {
    const time = Math.floor(candle.time / bucketSeconds) * bucketSeconds;
    const last = folded.at(-1);
    if (last?.time === time) {
      last.high = Math.max(last.high, candle.high);
      last.low = Math.min(last.low, candle.low);
      last.close = candle.close;
      last.volume += candle.volume;
    } else {
      folded.push({ ...candle, time });
    }
  }
  return folded;
}

/**
 * The newest `limit` buckets ending with the one starting at `lastStart`, each a traded bucket or, after a trade, an
 * empty one at the previous close with volume 0. Buckets before the first trade are left out.
 */
export function withEmptyIntervals(buckets: readonly Candle[], bucketSeconds: number, lastStart: number, limit: number): Candle[] {
  const firstStart = lastStart - (limit - 1) * bucketSeconds;
  const byTime = new Map(buckets.map((bucket) => [bucket.time, bucket]));
  let previousClose = buckets.findLast((bucket) => bucket.time < firstStart)?.close;
  const filled: Candle[] = [];
  for (let time = firstStart; time <= lastStart; time += bucketSeconds) {
    const traded = byTime.get(time);
    if (traded !== undefined) {
      filled.push(traded);
      previousClose = traded.close;
    } else if (previousClose !== undefined) {
      filled.push({ time, open: previousClose, high: previousClose, low: previousClose, close: previousClose, volume: 0 });
    }
  }
  return filled;
}

/** GeckoTerminal's row order: newest first, each [time, open, high, low, close, volume]. */
export const ohlcvRows = (buckets: readonly Candle[]): OhlcvRow[] =>
  buckets.map((bucket): OhlcvRow => [bucket.time, bucket.open, bucket.high, bucket.low, bucket.close, bucket.volume]).reverse();
