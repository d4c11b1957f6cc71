// The watchlist (/api/v1/watchlist): the signed-in trader's starred markets, and any starred markets' figures.
import useSWR from "swr";
import { watchedMarketsResponseSchema, watchlistSchema } from "../../shared/schemas/watchlist";
import { apiData, apiDelete, apiGet, apiPost, apiPut } from "./api-client";
import { bearer } from "./auth";

const BASE = "/api/v1/watchlist";

/** The starred markets' price, 24h change, market cap and curve, read again every few seconds while shown. */
export function useWatchedMarkets(pairs: string[], refreshMs = 5_000) {
  const path = pairs.length === 0 ? null : `${BASE}/markets?${new URLSearchParams({ pairs: pairs.join(",") })}`;
  return useSWR(path, (url: string) => apiData(url, watchedMarketsResponseSchema), { refreshInterval: refreshMs, dedupingInterval: 0 });
}

export const getWatchlist = (accessToken: string) => apiGet(BASE, watchlistSchema, { headers: bearer(accessToken) });
export const mergeWatchlist = (accessToken: string, pairs: string[]) => apiPost(`${BASE}/merge`, { pairs }, watchlistSchema, bearer(accessToken));
export const starMarket = (accessToken: string, pair: string) => apiPut(`${BASE}/${pair}`, {}, watchlistSchema, bearer(accessToken));
export const unstarMarket = (accessToken: string, pair: string) => apiDelete(`${BASE}/${pair}`, watchlistSchema, bearer(accessToken));
