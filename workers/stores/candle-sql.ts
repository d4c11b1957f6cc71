import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";

// SQL pieces for queries that fold lifetime figures into a larger statement: they read weekly candles, which stay in
// D1 for good (candle-retention.ts), so D1 alone answers them.

const WEEK = CANDLE_KEY_TIMEFRAMES["1w"];

/** SQL: the sum of `column` over the weekly candles of the pairs `p` meeting `where` (0 without any). */
export const lifetimeSumSql = (column: string, where: string) =>
  `(SELECT COALESCE(SUM(c.${column}), 0) FROM pairs p JOIN candle_rows c ON ${inCandleSeries("c.candle_key", "p.id", WEEK)}
    WHERE ${where})`;

/** SQL: `column` of pair `pairId`'s newest weekly candle. */
export const latestWeekSql = (pairId: string, column: string) =>
  `(SELECT c.${column} FROM candle_rows c WHERE ${inCandleSeries("c.candle_key", pairId, WEEK)} ORDER BY c.candle_key DESC LIMIT 1)`;
