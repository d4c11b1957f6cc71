import { curveProgressSchema } from "./curve-progress";
import { pairAddressSchema } from "./primitives";
import { searchPairSchema } from "./search";
import { z } from "./zod";

/** The rolling windows of pair statistics. */
export const STAT_WINDOWS = ["5m", "1h", "6h", "24h"] as const;
export type StatWindow = (typeof STAT_WINDOWS)[number];

const windowStatsSchema = z.object({
  volumeUsd: z.number(),
  buys: z.number().int().min(0),
  sells: z.number().int().min(0),
  buyVolumeUsd: z.number(),
  sellVolumeUsd: z.number(),
  priceChangePercent: z.number().nullable(),
});
export type WindowStats = z.infer<typeof windowStatsSchema>;

export const pairDetailSchema = searchPairSchema.extend({
  bondedAt: z.number().int().nullable(),
  pairCreated: z.string().nullable(),
  liquidityUsd: z.number().nullable(),
  stats: z.object({
    "5m": windowStatsSchema,
    "1h": windowStatsSchema,
    "6h": windowStatsSchema,
    "24h": windowStatsSchema,
  }),
  /** People holding the displayed token; null for a token whose holders the indexer does not follow (only launchpad tokens'). */
  holdersCount: z.number().int().min(0).nullable(),
  creatorSwaps: z.number().int().min(0),
  lastSwapTimestamp: z.number().int().nullable(),
  /** The displayed token's bonding curve, on each of its markets; null for a token not launched on the launchpad. */
  curve: curveProgressSchema.nullable(),
});
export type PairDetail = z.infer<typeof pairDetailSchema>;

export const pairDetailResponseSchema = z.object({
  pair: pairDetailSchema.nullable(),
  pairAddress: pairAddressSchema,
});
export type PairDetailResponse = z.infer<typeof pairDetailResponseSchema>;
