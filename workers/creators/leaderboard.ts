import { CREATOR_PERFORMANCE_TTL_SECONDS } from "../../shared/creator-performance";
import type { CreatorScore, LeaderboardQuery, LeaderboardResponse } from "../../shared/schemas/leaderboard";
import { cacheStoreFor } from "../cache/cache-for-env";
import { readThrough } from "../cache/read-through";
import { LEADERBOARD_CACHE_KEY, type LeaderboardSnapshot, readScores } from "../db/creator-scores";

/** The stored scores, from the cache the cron fills, else from D1 (and then cached). */
export async function leaderboardSnapshot(env: Env): Promise<LeaderboardSnapshot> {
  const { value } = await readThrough(cacheStoreFor(env), LEADERBOARD_CACHE_KEY, CREATOR_PERFORMANCE_TTL_SECONDS, () => readScores(env.DB));
  return value;
}

/** One page of the leaderboard in the asked order; equal values keep rank order. */
export function leaderboardPage(snapshot: LeaderboardSnapshot, query: LeaderboardQuery): LeaderboardResponse {
  const direction = query.order === "desc" ? -1 : 1;
  const value = (creator: CreatorScore) => creator[query.sort] ?? Number.NEGATIVE_INFINITY;
  const sorted = [...snapshot.creators].sort((a, b) => direction * (value(a) - value(b)) || a.rank - b.rank);
  return {
    creators: sorted.slice(query.offset, query.offset + query.limit),
    total: sorted.length,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: query.offset,
    computedAt: snapshot.computedAt,
  };
}
