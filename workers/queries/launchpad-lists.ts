import type { ServerToken } from "../../shared/schemas/launchpad";
import type { ListFilters } from "../../shared/schemas/list-filters";
import type { CachedDataResponse } from "../../shared/schemas/token-lists";
import { NEWEST_TOKENS_COUNT, OLDER_TOKENS_LIST } from "../../shared/schemas/token-lists";
import { creatorTokenAddresses, newestTokenAddresses, topTokenAddresses } from "./launchpad-list-members";
import { launchpadTokenFacts } from "./launchpad-tokens";
import { filteredLaunchAddresses } from "./market-tokens";

/** /api/cached-data's top tokens: the launchpad tokens with the largest market caps. */
export const TOP_TOKENS_COUNT = 20;

// The token lists the /api routes answer, as of unix time `now`.

async function serverTokens(db: D1Database, addresses: string[], now: number): Promise<ServerToken[]> {
  return (await launchpadTokenFacts(db, addresses, now)).map((facts) => facts.server);
}

/** The newest launches from `offset`, those the list filters match when any is set. */
function recentAddresses(db: D1Database, filters: ListFilters, limit: number, offset: number, now: number): Promise<string[]> {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return filtered ? filteredLaunchAddresses(db, filters, limit, offset, now) : newestTokenAddresses(db, limit, offset);
}

export async function newestTokens(db: D1Database, filters: ListFilters, now: number): Promise<ServerToken[]> {
  return serverTokens(db, await recentAddresses(db, filters, NEWEST_TOKENS_COUNT, 0, now), now);
}

export async function olderRecentTokens(db: D1Database, filters: ListFilters, limit: number, offset: number, now: number): Promise<ServerToken[]> {
  return serverTokens(db, await recentAddresses(db, filters, limit, offset, now), now);
}

export async function creatorTokens(db: D1Database, creator: string, limit: number, now: number): Promise<ServerToken[]> {
  return serverTokens(db, await creatorTokenAddresses(db, creator, limit), now);
}

/** What /api/cached-data holds: the top tokens by market cap, the newest, and the older list's default page. */
export async function cachedDataValue(db: D1Database, now: number): Promise<CachedDataResponse["value"]> {
  const [top, newest, recent] = await Promise.all([
    topTokenAddresses(db, TOP_TOKENS_COUNT),
    newestTokenAddresses(db, NEWEST_TOKENS_COUNT, 0),
    newestTokenAddresses(db, OLDER_TOKENS_LIST.limit, OLDER_TOKENS_LIST.offset),
  ]);
  const [topTokens, newestTokens, recentTokens] = await Promise.all([top, newest, recent].map((list) => serverTokens(db, list, now)));
  return { topTokens: topTokens!, newestTokens: newestTokens!, recentTokens: recentTokens! };
}
