// What an address or a transaction hash is (GET /api/v1/indexer/scan/{query}).
import useSWR from "swr";
import { scanResponseSchema } from "../../shared/schemas/scan";
import { apiGet } from "./api-client";

export function useScan(query: string | undefined) {
  return useSWR(query === undefined ? null : `/api/v1/indexer/scan/${query.toLowerCase()}`, (url: string) => apiGet(url, scanResponseSchema));
}
