// The discovery lists: GET /api/v1/indexer/trending, one page of markets ranked, filtered and sorted by the API.
import useSWR from "swr";
import { trendingResponseSchema } from "../../shared/schemas/trending";
import { apiData } from "./api-client";

const REFRESH_MS = 10_000;

/** One page of the trending read for `query` (a URL query string the page built), read again every 10 s while shown. */
export function useTrending(query: string) {
  return useSWR(`/api/v1/indexer/trending?${query}`, (path: string) => apiData(path, trendingResponseSchema), {
    refreshInterval: REFRESH_MS,
    dedupingInterval: REFRESH_MS / 2,
    keepPreviousData: true,
  });
}
