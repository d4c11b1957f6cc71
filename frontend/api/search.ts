// GET /api/v1/indexer/search: the search box's pairs, kept for the search's own shorter time (see swr-policy.tsx).
import useSWR from "swr";
import { type SearchBoxPair, searchResponseSchema } from "../../shared/schemas/search";
import { apiData } from "./api-client";
import { SEARCH_CACHE, SEARCH_KEY_PREFIX } from "./swr-policy";

async function searchPairs(key: string): Promise<SearchBoxPair[]> {
  const term = key.slice(SEARCH_KEY_PREFIX.length);
  return (await apiData(`/api/v1/indexer/search?q=${encodeURIComponent(term)}`, searchResponseSchema)).pairs;
}

/** The pairs matching the term; nothing is asked while the term is null. A failed search is not retried. */
export function usePairSearch(term: string | null) {
  return useSWR(term === null ? null : `${SEARCH_KEY_PREFIX}${term}`, searchPairs, {
    dedupingInterval: SEARCH_CACHE.freshMs,
    errorRetryCount: 0,
    keepPreviousData: true,
  });
}
