// The launchpad token lists and creator scores behind /recent, /leaderboard and the terminal, as swr hooks.
// Entering /recent or /leaderboard invalidates the lists of isRefreshedOnAreaEntry (see area-refresh.ts).
import useSWR from "swr";
import { creatorPerformanceSchema, type ServerToken } from "../../shared/schemas/launchpad";
import { type CreatorScore, LEADERBOARD_LIMIT, leaderboardResponseSchema } from "../../shared/schemas/leaderboard";
import { pulseColumnsSchema } from "../../shared/schemas/pulse-columns";
import { pulseResponseSchema } from "../../shared/schemas/token";
import { type CachedDataResponse, cachedDataResponseSchema, OLDER_TOKENS_LIST, tokensResponseSchema } from "../../shared/schemas/token-lists";
import { apiData, apiGet } from "./api-client";
import type { PagedListSource } from "./paged-list";

const NEWEST_TOKENS_KEY = "/api/newest-tokens";
const OLDER_TOKENS_KEY = `/api/older-recent-tokens?limit=${OLDER_TOKENS_LIST.limit}&offset=${OLDER_TOKENS_LIST.offset}`;
/** Every scored creator, read page by page from the leaderboard. */
const TOP_CREATORS_KEY = "top-creators";
const LEADERBOARD_PATH = "/api/v1/leaderboard";

/** The creator leaderboard, sorted and paged by the API. */
export const LEADERBOARD: PagedListSource<typeof leaderboardResponseSchema> = { path: LEADERBOARD_PATH, schema: leaderboardResponseSchema };

/** Spec 2: the top creators, newest and older tokens, and every leaderboard page are read again on entering their areas. */
export function isRefreshedOnAreaEntry(key: unknown): boolean {
  if (typeof key !== "string") return false;
  return key === TOP_CREATORS_KEY || key.startsWith(NEWEST_TOKENS_KEY) || key.startsWith(OLDER_TOKENS_KEY) || key.startsWith(LEADERBOARD_PATH);
}

/** Polled lists dedupe only within their own interval (the app's default is an hour). */
const polled = (refreshInterval: number) => ({ refreshInterval, dedupingInterval: refreshInterval / 2 });

async function fetchTokens(path: string): Promise<ServerToken[]> {
  return (await apiData(path, tokensResponseSchema)).tokens;
}

/** `filters`: the list filters as a query string ("" for none). */
export function useNewestTokens(refreshMs: number, filters: string) {
  return useSWR(filters === "" ? NEWEST_TOKENS_KEY : `${NEWEST_TOKENS_KEY}?${filters}`, fetchTokens, polled(refreshMs));
}

export function useOlderTokens(refreshMs: number, filters: string) {
  return useSWR(filters === "" ? OLDER_TOKENS_KEY : `${OLDER_TOKENS_KEY}&${filters}`, fetchTokens, polled(refreshMs));
}

/** Every creator's score by wallet address (lowercase). */
async function fetchTopCreators(): Promise<Map<string, CreatorScore>> {
  const creators: CreatorScore[] = [];
  for (let offset = 0; ; offset += LEADERBOARD_LIMIT.max) {
    const page = await apiData(`${LEADERBOARD_PATH}?limit=${LEADERBOARD_LIMIT.max}&offset=${offset}`, leaderboardResponseSchema);
    creators.push(...page.creators);
    if (page.creators.length === 0 || creators.length >= page.total) break;
  }
  return new Map(creators.map((creator) => [creator.walletAddress.toLowerCase(), creator]));
}

export function useTopCreators(refreshMs: number) {
  return useSWR(TOP_CREATORS_KEY, fetchTopCreators, polled(refreshMs));
}

/** Spec 7: on failure the cached data is logged and null, and the lists load their own data. */
async function fetchCachedData(): Promise<CachedDataResponse["value"] | null> {
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

export function useCachedData() {
  return useSWR("cached-data", fetchCachedData);
}

/** A creator's performance as the last scoring run stored it, their tokens (newest first) among it: the leaderboard's own snapshot. */
export function useCreatorPerformance(principal: string) {
  return useSWR(`/api/creator/${principal}/performance`, (path: string) => apiData(path, creatorPerformanceSchema));
}

/** The launchpad's newest tokens (GET /pulse): the terminal opens on the newest when no pair is named. */
export function usePulse() {
  return useSWR("/api/v1/indexer/pulse", (path: string) => apiGet(path, pulseResponseSchema), { keepPreviousData: true });
}

/** The terminal's columns are read again this often: they are live. */
const PULSE_COLUMNS_REFRESH_MS = 3_000;

/** The terminal's three columns: new launches, about to graduate, just graduated (GET /pulse/columns). */
export function usePulseColumns() {
  return useSWR("/api/v1/indexer/pulse/columns", (path: string) => apiGet(path, pulseColumnsSchema), {
    ...polled(PULSE_COLUMNS_REFRESH_MS),
    keepPreviousData: true,
  });
}
