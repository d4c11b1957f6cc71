import { CANDLE_TYPES, DEFAULT_TIMEFRAME, TIMEFRAMES } from "../chart-options";
import {
  addressSchema,
  DECIMALS_MAX,
  DECIMALS_MIN,
  decimalTextSchema,
  isoDateSchema,
  pairAddressSchema,
  positiveTimestampSchema,
  queryInt,
} from "./primitives";
import { z } from "./zod";

export const CHART_LIMIT_MIN = 1;
export const timeframeSchema = z.enum(TIMEFRAMES);
export type Timeframe = z.infer<typeof timeframeSchema>;

export const candleTypeSchema = z.enum(CANDLE_TYPES);
export type CandleType = z.infer<typeof candleTypeSchema>;

export const protocolSchema = z.enum(["liquidlaunch", "hyperswap-v2", "hyperswap-v3"]);
export type Protocol = z.infer<typeof protocolSchema>;

export const chartQuerySchema = z.object({
  timeframe: timeframeSchema.default(DEFAULT_TIMEFRAME),
  candleType: candleTypeSchema.default("usd"),
  limit: queryInt(z.number().min(CHART_LIMIT_MIN)).optional(),
  fromTimestamp: positiveTimestampSchema.optional(),
  toTimestamp: positiveTimestampSchema.optional(),
});
export type ChartQuery = z.infer<typeof chartQuerySchema>;

export const pairTokenSchema = z.object({
  address: addressSchema("Invalid token address format"),
  symbol: z.string(),
  decimals: z.number().int().min(DECIMALS_MIN).max(DECIMALS_MAX),
  circulatingSupply: z.string().nullable().optional(),
});
export type PairToken = z.infer<typeof pairTokenSchema>;

export const pairMetadataSchema = z.object({
  token0: pairTokenSchema,
  token1: pairTokenSchema.nullable(),
  protocol: protocolSchema,
  pairAddress: pairAddressSchema,
});
export type PairMetadata = z.infer<typeof pairMetadataSchema>;

export const candleSchema = z.object({
  time: z.number().int().positive(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type Candle = z.infer<typeof candleSchema>;

export const chartResponseSchema = z.object({
  candles: z.array(candleSchema),
  count: z.number().int(),
  pairAddress: pairAddressSchema,
  timeframe: timeframeSchema,
  candleType: candleTypeSchema,
  metadata: pairMetadataSchema.nullable(),
  /**
   * A launchpad token that graduated: when (unix seconds) it moved from its curve to its V2 pair. Its chart, on
   * either market, runs from launch on the curve through graduation on the pair; null for any other pair.
   */
  graduation: z.object({ at: z.number().int(), curvePairAddress: pairAddressSchema, pairAddress: pairAddressSchema }).nullable(),
});
export type ChartResponse = z.infer<typeof chartResponseSchema>;

const decimal = decimalTextSchema;

/** A candle as stored: every field the indexer materialises per pair, timeframe and bucket. */
export const storedCandleSchema = z.object({
  pairAddress: pairAddressSchema,
  token0Address: addressSchema(),
  token1Address: addressSchema(),
  protocol: protocolSchema,
  timeframe: timeframeSchema,
  startTimestamp: z.number().int(),
  endTimestamp: z.number().int(),
  openPrice: decimal,
  highPrice: decimal,
  lowPrice: decimal,
  closePrice: decimal,
  openPriceUsd: decimal.optional(),
  highPriceUsd: decimal.optional(),
  lowPriceUsd: decimal.optional(),
  closePriceUsd: decimal.optional(),
  volumeToken0: decimal,
  volumeToken1: decimal,
  volumeUsd: decimal,
  tradeCount: z.number().int().min(0),
  buyCount: z.number().int().min(0),
  sellCount: z.number().int().min(0),
  buyVolumeUsd: decimal,
  sellVolumeUsd: decimal,
  tvlUsd: decimal.optional(),
  reserve0End: decimal.optional(),
  reserve1End: decimal.optional(),
  liquidityEnd: decimal.optional(),
  priceChangePercent: z.number(),
  priceChangeUsd: z.number(),
  highLowPercent: z.number(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type StoredCandle = z.infer<typeof storedCandleSchema>;
