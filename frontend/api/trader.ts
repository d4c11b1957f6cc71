// One trader's analytics, newest swaps and daily PnL (GET /api/v1/indexer/trader/{address}).
import useSWR from "swr";
import { traderResponseSchema } from "../../shared/schemas/trader-analytics";
import { apiGet } from "./api-client";

export function useTrader(address: string) {
  return useSWR(`/api/v1/indexer/trader/${address}`, (url: string) => apiGet(url, traderResponseSchema));
}
