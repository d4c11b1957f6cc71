// A market's pool: pooled amounts, supplies, dates and liquidity providers (GET /api/v1/indexer/pair-pool/{pair}).
import useSWR from "swr";
import { pairPoolResponseSchema } from "../../shared/schemas/pair-pool";
import { apiGet } from "./api-client";

/** Pooled amounts move with each trade: read again this often while the page is open. */
const POOL_REFRESH_MS = 15_000;

export function usePairPool(pairAddress: string) {
  return useSWR(`/api/v1/indexer/pair-pool/${pairAddress}`, (url: string) => apiGet(url, pairPoolResponseSchema), {
    refreshInterval: POOL_REFRESH_MS,
    keepPreviousData: true,
  });
}
