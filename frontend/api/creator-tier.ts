import useSWR from "swr";
import { CREATOR_PERFORMANCE_TTL_SECONDS } from "../../shared/creator-performance";
import { creatorPerformanceSchema } from "../../shared/schemas/launchpad";
import { z } from "../../shared/schemas/zod";
import { type ConfidenceTier, confidenceTier } from "../../shared/scoring";
import { apiGet } from "./api-client";

/** The leaderboard's largest page: the creator is looked for among the best this many. */
const LEADERBOARD_PAGE = 100;

// Only the fields read here; the leaderboard rows carry the whole creator performance.
const leaderboardPageSchema = z.object({
  creators: z.array(creatorPerformanceSchema.pick({ walletAddress: true, confidenceScore: true })),
});

/** A creator's confidence tier from GET /api/v1/leaderboard; null while unknown, unranked or when the leaderboard does not answer. */
export function useCreatorTier(creatorAddress: string | null): ConfidenceTier | null {
  const { data } = useSWR(
    creatorAddress === null ? null : `/api/v1/leaderboard?limit=${LEADERBOARD_PAGE}`,
    (path: string) => apiGet(path, leaderboardPageSchema),
    { dedupingInterval: CREATOR_PERFORMANCE_TTL_SECONDS * 1000, errorRetryCount: 0 },
  );
  if (data === undefined || !data.ok || creatorAddress === null) return null;
  const creator = data.data.creators.find((row) => row.walletAddress.toLowerCase() === creatorAddress.toLowerCase());
  return creator === undefined ? null : confidenceTier(creator.confidenceScore);
}
