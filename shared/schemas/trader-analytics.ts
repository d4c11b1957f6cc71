import { swapActivitySchema } from "./activity";
import { traderAddressSchema } from "./primitives";
import { z } from "./zod";

/** The windows of trader analytics. */
export const TRADER_WINDOWS = ["5m", "1h", "6h", "24h", "7d"] as const;

const windowSchema = z.object({
  volumeUsd: z.number(),
  buys: z.number().int().min(0),
  sells: z.number().int().min(0),
  buyVolumeUsd: z.number(),
  sellVolumeUsd: z.number(),
});

export const traderAnalyticsSchema = z.object({
  traderAddress: traderAddressSchema,
  totalTrades: z.number().int().min(0),
  totalVolumeUsd: z.number(),
  windows: z.object({ "5m": windowSchema, "1h": windowSchema, "6h": windowSchema, "24h": windowSchema, "7d": windowSchema }),
  totalBuys: z.number().int().min(0),
  totalSells: z.number().int().min(0),
  avgTradeSize: z.number(),
  avgTradeSize24h: z.number(),
  avgBuySize: z.number(),
  avgSellSize: z.number(),
  firstTradeTimestamp: z.number().int().nullable(),
  lastTradeTimestamp: z.number().int().nullable(),
  uniquePairsTraded: z.number().int().min(0),
  uniqueTokensTraded: z.number().int().min(0),
  avgPriceImpact: z.number().nullable(),
  maxPriceImpact: z.number().nullable(),
  largeTrades: z.number().int().min(0),
  largeTradesVolume: z.number(),
  winRate: z.number().nullable(),
  winLossRatio: z.number().nullable(),
  realizedPnlUsd: z.number(),
  netFlowUsd: z.number(),
});
export type TraderAnalytics = z.infer<typeof traderAnalyticsSchema>;

export const dailyPnlSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timestamp: z.number().int(),
  realizedPnlUsd: z.number(),
  tradesCount: z.number().int().min(0),
  volumeUsd: z.number(),
  pnlRatio: z.number().nullable(),
  pnlChange: z.number().nullable(),
});
export type DailyPnl = z.infer<typeof dailyPnlSchema>;

export const traderResponseSchema = z.object({
  analytics: traderAnalyticsSchema,
  swaps: z.array(swapActivitySchema),
  dailyPnl: z.array(dailyPnlSchema),
});
export type TraderResponse = z.infer<typeof traderResponseSchema>;
