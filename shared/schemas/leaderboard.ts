import type { ConfidenceTier, ListFilterTier } from "../scoring";
import { CONFIDENCE_TIERS, LIST_FILTER_TIERS } from "../scoring";
import { creatorPerformanceSchema } from "./launchpad";
import { queryInt } from "./primitives";
import { z } from "./zod";

/** Leaderboard pages: default and largest page size. */
export const LEADERBOARD_LIMIT = { default: 50, max: 100 } as const;

// GET /api/v1/leaderboard: the creator scores the five-minute cron stores, ranked and paged.

/** A leaderboard row: a creator's performance without its token list, with both schemes' tiers. */
export const creatorScoreSchema = creatorPerformanceSchema.omit({ tokens: true }).extend({
  confidenceTier: z.enum(CONFIDENCE_TIERS.map((tier) => tier.name) as [ConfidenceTier, ...ConfidenceTier[]]),
  filterTier: z.enum(LIST_FILTER_TIERS.map((tier) => tier.name) as [ListFilterTier, ...ListFilterTier[]]),
  /** Rank by the list filter's score (`rank` is by the confidence score). */
  weightedRank: z.number().int().min(1),
});
export type CreatorScore = z.infer<typeof creatorScoreSchema>;

export const LEADERBOARD_SORTS = [
  "confidenceScore",
  "weightedScore",
  "successRate",
  "totalVolume",
  "totalTokens",
  "activeTokens",
  "totalHolders",
  "totalTrades",
  "totalMarketcap",
  "generatedMarketcapUSD",
  "lastTokenCreated",
] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

export const leaderboardQuerySchema = z.object({
  sort: z.enum(LEADERBOARD_SORTS).default("confidenceScore"),
  order: z.enum(["desc", "asc"]).default("desc"),
  limit: queryInt(z.number().int().min(1).max(LEADERBOARD_LIMIT.max)).default(LEADERBOARD_LIMIT.default),
  offset: queryInt(z.number().int().min(0)).default(0),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardResponseSchema = z.object({
  creators: z.array(creatorScoreSchema),
  /** Every scored creator, for paging. */
  total: z.number().int().min(0),
  sort: z.enum(LEADERBOARD_SORTS),
  order: z.enum(["desc", "asc"]),
  limit: z.number().int(),
  offset: z.number().int(),
  /** When the scores were computed (unix seconds), null before the first run. */
  computedAt: z.number().int().nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
