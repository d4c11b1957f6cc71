// One pair's reads for its pages (chart, terminal): its details, trades and holders, as swr hooks. Answers
// are results, never thrown: a 404 is a state the page shows, not an error boundary.
import useSWR from "swr";
import type { z } from "zod";
import { activityResponseSchema } from "../../shared/schemas/activity";
import { pairDetailResponseSchema } from "../../shared/schemas/pair-detail";
import { holdersResponseSchema } from "../../shared/schemas/token-holders";
import { apiGet } from "./api-client";

/** The pair header's statistics move with the market: read again this often while the page is open. */
const PAIR_INFO_REFRESH_MS = 15_000;
export const TRADES_LIMIT = 100;
export const HOLDERS_LIMIT = 100;

function useApi<Schema extends z.ZodType>(path: string | null, schema: Schema, refreshInterval = 0) {
  return useSWR(path, (url: string) => apiGet(url, schema), { refreshInterval, keepPreviousData: true });
}

export function usePairInfo(pairAddress: string) {
  return useApi(`/api/v1/indexer/info/${pairAddress}`, pairDetailResponseSchema, PAIR_INFO_REFRESH_MS);
}

export type TradeFilter = { side: "all" | "buys" | "sells"; trader: string | null };

export function tradesPath(pairAddress: string, filter: TradeFilter): string {
  const base = `/api/v1/indexer/activity/${pairAddress}${filter.trader === null ? "" : `/trader/${filter.trader}`}`;
  const isBuy = filter.side === "all" ? "" : `&isBuy=${filter.side === "buys"}`;
  return `${base}?limit=${TRADES_LIMIT}${isBuy}`;
}

export function usePairTrades(pairAddress: string, filter: TradeFilter) {
  return useApi(tradesPath(pairAddress, filter), activityResponseSchema);
}

/** One trader's trades of the pair (none asked for while `trader` is null). */
export function useTraderTrades(pairAddress: string, trader: string | null) {
  return useApi(trader === null ? null : tradesPath(pairAddress, { side: "all", trader }), activityResponseSchema);
}

export function useHolders(tokenAddress: string | null) {
  return useApi(tokenAddress === null ? null : `/api/v1/indexer/holders/${tokenAddress}?limit=${HOLDERS_LIMIT}`, holdersResponseSchema);
}
