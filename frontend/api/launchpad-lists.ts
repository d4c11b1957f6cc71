// The launchpad token lists and creator scores behind /recent and /leaderboard, as swr keys and
// fetchers. Their keys are the ones invalidated on entering those areas (see area-refresh.ts).
import { LEADERBOARD_LIMIT, OLDER_TOKENS_LIST } from "../../shared/constants";
import { leaderboardResponseSchema, type CreatorScore } from "../../shared/schemas/leaderboard";
import { cachedDataResponseSchema, tokensResponseSchema, type CachedDataResponse } from "../../shared/schemas/token-lists";
import type { ServerToken } from "../../shared/schemas/launchpad";
import { apiData, apiGet } from "./api-client";

export const NEWEST_TOKENS_KEY = "/api/newest-tokens";
export const OLDER_TOKENS_KEY = `/api/older-recent-tokens?limit=${OLDER_TOKENS_LIST.limit}&offset=${OLDER_TOKENS_LIST.offset}`;
/** Every scored creator, read page by page from the leaderboard. */
export const TOP_CREATORS_KEY = "top-creators";
export const LEADERBOARD_PATH = "/api/leaderboard";

export async function fetchTokens(path: string): Promise<ServerToken[]> {
  return (await apiData(path, tokensResponseSchema)).tokens;
}

/** Every creator's score by wallet address (lowercase). */
export async function fetchTopCreators(): Promise<Map<string, CreatorScore>> {
  const creators: CreatorScore[] = [];
  for (let offset = 0; ; offset += LEADERBOARD_LIMIT.max) {
    const page = await apiData(`${LEADERBOARD_PATH}?limit=${LEADERBOARD_LIMIT.max}&offset=${offset}`, leaderboardResponseSchema);
    creators.push(...page.creators);
    if (page.creators.length === 0 || creators.length >= page.total) break;
  }
  return new Map(creators.map((creator) => [creator.walletAddress.toLowerCase(), creator]));
}

/** Spec 7: on failure the cached data is logged and null, and the lists load their own data. */
export async function fetchCachedData(): Promise<CachedDataResponse["value"] | null> {
  const result = await apiGet("/api/cached-data", cachedDataResponseSchema).catch((error: unknown) => {
    console.error("Cached data failed:", error);
    return null;
  });
  if (result === null) return null;
  if (!result.ok) {
    console.error("Cached data failed:", result.message ?? result.error);
    return null;
  }
  return result.data.value;
}
