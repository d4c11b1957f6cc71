import type { Context } from "ponder:registry";
import { candle1h, candle1m } from "ponder:schema";

const TIMEFRAMES = [
  { table: candle1m, seconds: 60 },
  { table: candle1h, seconds: 3600 },
] as const;

/** Folds one trade into its market's 1m and 1h candles. */
export async function recordCandles(db: Context<"V2Pair:Swap">["db"], market: `0x${string}`, timestamp: number, price: number, volume: bigint) {
  for (const { table, seconds } of TIMEFRAMES) {
    const bucket = timestamp - (timestamp % seconds);
    await db
      .insert(table)
      .values({ id: `${market}-${bucket}`, market, bucket, open: price, high: price, low: price, close: price, volume, trades: 1 })
      .onConflictDoUpdate((row) => ({
        high: Math.max(row.high, price),
        low: Math.min(row.low, price),
        close: price,
        volume: row.volume + volume,
        trades: row.trades + 1,
      }));
  }
}
