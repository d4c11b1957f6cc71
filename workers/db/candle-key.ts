import type { Timeframe } from "../../shared/schemas/chart";

// candle_rows are keyed by one integer, `pair_id << 36 | timeframe << 32 | start_timestamp`
// (migrations/0008_candle_keys.sql). Keys are built in SQL: above 2^53 a JavaScript number loses them.

/** Each timeframe's number in a candle key; fixed, since stored keys carry it. */
export const CANDLE_KEY_TIMEFRAMES: Record<Timeframe, number> = { "1s": 0, "15s": 1, "1m": 2, "5m": 3, "15m": 4, "1h": 5, "4h": 6, "1d": 7, "1w": 8 };

/** The largest bucket start a key holds (unix seconds, 2106). */
const LAST_START = 2 ** 32 - 1;

/** SQL: the key of the candle of pair id `pairId`, timeframe number `timeframe` and bucket start `start` (SQL expressions). */
export const candleKeyOf = (pairId: string, timeframe: string | number, start: string) => `((${pairId} << 36) | (${timeframe} << 32) | ${start})`;

/**
 * SQL: `column` within one series (pair id `pairId`, timeframe number `timeframe`), with bucket
 * starts from `from` to `to` (SQL expressions; by default the whole series), clamped to what a key holds.
 */
export function inCandleSeries(column: string, pairId: string, timeframe: string | number, from = "0", to = `${LAST_START}`): string {
  return `${column} BETWEEN ${candleKeyOf(pairId, timeframe, `max(${from}, 0)`)} AND ${candleKeyOf(pairId, timeframe, `min(${to}, ${LAST_START})`)}`;
}
