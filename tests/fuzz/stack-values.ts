import type { ActivityResponse } from "../../shared/schemas/activity";
import type { LeaderboardResponse } from "../../shared/schemas/leaderboard";
import type { PairListResponse, TokenListResponse } from "../../shared/schemas/markets";
import type { KnownValues } from "./valid-values";

/** Addresses that exist on a running stack's chain, so valid requests reach real rows. */
export async function stackKnownValues(baseUrl: string): Promise<KnownValues> {
  const get = async <T>(path: string): Promise<T> => (await fetch(new URL(path, baseUrl))).json() as Promise<T>;
  const { pairs } = await get<PairListResponse>("/api/v1/indexer/pairs?limit=20&sort=volume24h");
  const { tokens } = await get<TokenListResponse>("/api/v1/indexer/tokens?limit=20");
  const { creators } = await get<LeaderboardResponse>("/api/v1/leaderboard?limit=20");
  const first = pairs[0]?.pairAddress;
  const { activity } = first === undefined ? { activity: [] } : await get<ActivityResponse>(`/api/v1/indexer/activity/${first}?limit=50`);
  const tokenAddresses = tokens.map((token) => token.address);
  const principals = creators.map((creator) => creator.principal);
  return {
    pairAddress: pairs.map((pair) => pair.pairAddress),
    tokenAddress: tokenAddresses,
    tokenId: tokenAddresses,
    traderAddress: [...new Set(activity.flatMap((item) => ("traderAddress" in item && item.traderAddress ? [item.traderAddress] : [])))],
    principal: principals,
    principals,
    q: tokens.map((token) => token.symbol),
  };
}
