import { TIMEFRAMES } from "../../shared/chart-options";
import type { Timeframe } from "../../shared/schemas/chart";

export const TIMEFRAME_SECONDS: Record<Timeframe, number> = {
  "1s": 1,
  "15s": 15,
  "1m": 60,
  "5m": 300,
  "15m": 900,
  "1h": 3600,
  "4h": 14_400,
  "1d": 86_400,
  "1w": 604_800,
};

// 1970-01-05 was the first Monday after the epoch: weeks start Monday 00:00 UTC.
const FIRST_MONDAY = 4 * 86_400;

/** Where the buckets of `timeframe` are counted from (unix seconds): the epoch, or for weeks its first Monday. */
export const bucketOrigin = (timeframe: Timeframe): number => (timeframe === "1w" ? FIRST_MONDAY : 0);

/** The start of the bucket of `timeframe` that holds `timestamp` (unix seconds, UTC). */
export function bucketStart(timestamp: number, timeframe: Timeframe): number {
  const size = TIMEFRAME_SECONDS[timeframe];
  const origin = bucketOrigin(timeframe);
  return Math.floor((timestamp - origin) / size) * size + origin;
}

/** Each timeframe's bit in a set of timeframes (1 << its index in TIMEFRAMES), as LoneTrade and the lone-candle SQL use it. */
export const TIMEFRAME_BITS = Object.fromEntries(TIMEFRAMES.map((timeframe, index) => [timeframe, 1 << index])) as Record<Timeframe, number>;

/** Finest first: each timeframe's buckets nest inside the next one's. */
export const TIMEFRAMES_FINEST_FIRST: readonly Timeframe[] = TIMEFRAMES;
