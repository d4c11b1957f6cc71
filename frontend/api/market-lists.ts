// The market pages' reads: GET /api/v1/indexer/pairs (HyperSwap pairs and pools), /tokens (every indexed token) and /lqscan.
import useSWR from "swr";
import { lqscanResponseSchema, pairListResponseSchema, tokenListResponseSchema } from "../../shared/schemas/markets";
import { apiData } from "./api-client";
import type { PagedListSource } from "./paged-list";

export const HYPERSWAP_PAIRS: PagedListSource<typeof pairListResponseSchema> = {
  path: "/api/v1/indexer/pairs?protocol=hyperswap-v2",
  schema: pairListResponseSchema,
};
export const HYPERSWAP_POOLS: PagedListSource<typeof pairListResponseSchema> = {
  path: "/api/v1/indexer/pairs?protocol=hyperswap-v3",
  schema: pairListResponseSchema,
};
export const SPHERE_TOKENS: PagedListSource<typeof tokenListResponseSchema> = { path: "/api/v1/indexer/tokens", schema: tokenListResponseSchema };

/** The $LQSCAN token and its market figures (on the devnet, its most traded launch). */
export function useLqscanToken() {
  return useSWR("/api/v1/indexer/lqscan", (path: string) => apiData(path, lqscanResponseSchema));
}
