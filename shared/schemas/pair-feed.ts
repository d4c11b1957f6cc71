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

/** One subscribed timeframe's candle as an update left it. */
export const pairFeedCandleSchema = z.object({ timeframe: timeframeSchema, candleType: candleTypeSchema, candle: candleSchema });
export type PairFeedCandle = z.infer<typeof pairFeedCandleSchema>;

/**
 * What the server pushes. Each committed update is ONE frame: its new trades, each subscribed timeframe's updated
 * candle and the pair's detail (statistics, holders, price, market cap) as that same commit left it (null when the
 * pair cannot be read), so every figure of the page moves together.
 */
export const pairFeedServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), timeframes: z.array(timeframeSchema), candleType: candleTypeSchema }),
  z.object({
    type: z.literal("update"),
    pairAddress: pairAddressSchema,
    trades: z.array(swapActivitySchema),
    candles: z.array(pairFeedCandleSchema),
    pair: pairDetailSchema.nullable(),
  }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type PairFeedServerMessage = z.infer<typeof pairFeedServerMessageSchema>;
