import { swapActivitySchema } from "./activity";
import { candleSchema, candleTypeSchema, timeframeSchema } from "./chart";
import { pairDetailSchema } from "./pair-detail";
import { pairAddressSchema } from "./primitives";
import { z } from "./zod";

/** What a client sends on /ws/pairs/{pair}: the timeframes (and candle type) whose candles it wants. */
export const pairFeedClientMessageSchema = z.object({
  type: z.literal("subscribe"),
  timeframes: z.array(timeframeSchema).min(1),
  candleType: candleTypeSchema.default("usd"),
});
export type PairFeedClientMessage = z.infer<typeof pairFeedClientMessageSchema>;

/**
 * What the server pushes: every new trade, then each subscribed timeframe's updated candle, then the pair's detail
 * (statistics, holders, price, market cap) as that same commit left it.
 */
export const pairFeedServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), timeframes: z.array(timeframeSchema), candleType: candleTypeSchema }),
  z.object({ type: z.literal("trade"), pairAddress: pairAddressSchema, trade: swapActivitySchema }),
  z.object({ type: z.literal("candle"), pairAddress: pairAddressSchema, timeframe: timeframeSchema, candleType: candleTypeSchema, candle: candleSchema }),
  z.object({ type: z.literal("pair"), pairAddress: pairAddressSchema, pair: pairDetailSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type PairFeedServerMessage = z.infer<typeof pairFeedServerMessageSchema>;
