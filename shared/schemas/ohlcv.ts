import { booleanTextSchema, pairAddressSchema, positiveTimestampSchema, queryInt } from "./primitives";
import { z } from "./zod";

// GET /api/v1/indexer/ohlcv/{pairAddress}/{timeframe}: GeckoTerminal's OHLCV API, parameter for parameter,
// with any aggregate of any timeframe (5m is minute × 5, 7m minute × 7, up to 1000), so a client of theirs can point at ours.

/** The timeframes in GeckoTerminal's path, in seconds. */
export const OHLCV_TIMEFRAME_SECONDS = { second: 1, minute: 60, hour: 3_600, day: 86_400 } as const;
export const OHLCV_LIMIT_DEFAULT = 100;
export const OHLCV_LIMIT_MAX = 1_000;
export const OHLCV_AGGREGATE_MAX = 1_000;

export const ohlcvParamSchema = z.object({
  pairAddress: pairAddressSchema,
  timeframe: z.enum(Object.keys(OHLCV_TIMEFRAME_SECONDS) as [keyof typeof OHLCV_TIMEFRAME_SECONDS]),
});
export type OhlcvParams = z.infer<typeof ohlcvParamSchema>;

export const ohlcvQuerySchema = z.object({
  /** Candles of `aggregate` timeframes each (minute × 15: 15-minute candles). */
  aggregate: queryInt(z.number().int().min(1).max(OHLCV_AGGREGATE_MAX), 1).default(1),
  /** Only candles that start before this unix time: the next page back is `before_timestamp` = the oldest candle's time. */
  before_timestamp: positiveTimestampSchema.optional(),
  limit: queryInt(z.number().int().min(1).max(OHLCV_LIMIT_MAX), OHLCV_LIMIT_DEFAULT).default(OHLCV_LIMIT_DEFAULT),
  /** `usd`: prices in USD, volume in USD; `token`: prices in the pair's other token, volume in the priced token. */
  currency: z.enum(["usd", "token"]).default("usd"),
  /** Whose price: the pair's listed token (`base`) or the token it trades against (`quote`). */
  token: z.enum(["base", "quote"]).default("base"),
  /** Intervals without a trade as candles at the previous close with volume 0. */
  include_empty_intervals: booleanTextSchema.default(false),
});
export type OhlcvQuery = z.infer<typeof ohlcvQuerySchema>;

/** [time (unix seconds, the candle's start), open, high, low, close, volume], newest first. */
export const ohlcvRowSchema = z.tuple([z.number().int(), z.number(), z.number(), z.number(), z.number(), z.number()]);
export type OhlcvRow = z.infer<typeof ohlcvRowSchema>;

const ohlcvTokenSchema = z.object({ address: z.string(), name: z.string(), symbol: z.string() });

export const ohlcvResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal("ohlcv_request_response"),
    attributes: z.object({ ohlcv_list: z.array(ohlcvRowSchema) }),
  }),
  meta: z.object({ base: ohlcvTokenSchema, quote: ohlcvTokenSchema }),
});
export type OhlcvResponse = z.infer<typeof ohlcvResponseSchema>;
