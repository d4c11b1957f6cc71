import type { Timeframe } from "../../../shared/schemas/chart";

/**
 * How much time a chart opens on, per timeframe: enough bars to read a trend, few enough to read each bar (a day
 * of 1s candles is 86,400 bars of noise). Weekly candles show all there is.
 */
export const DEFAULT_WINDOW_SECONDS: Record<Timeframe, number | null> = {
  "1s": 5 * 60,
  "15s": 60 * 60,
  "1m": 6 * 3_600,
  "5m": 86_400,
  "15m": 3 * 86_400,
  "1h": 14 * 86_400,
  "4h": 60 * 86_400,
  "1d": 365 * 86_400,
  "1w": null,
};

/** The time range a chart of candles from `first` to `last` opens on, or null to show them all. */
export function defaultWindow(first: number, last: number, timeframe: Timeframe): { from: number; to: number } | null {
  const span = DEFAULT_WINDOW_SECONDS[timeframe];
  return span === null || last - first <= span ? null : { from: last - span, to: last };
}
