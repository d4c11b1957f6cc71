// A launch's distribution (the wallets behind its safety figures) and its top traders, as swr hooks; answers are results.
import useSWR from "swr";
import { tokenSafetyResponseSchema } from "../../shared/schemas/token-safety";
import { topTradersResponseSchema } from "../../shared/schemas/top-traders";
import { apiGet } from "./api-client";

/** `token` null: not asked yet (a row's popover fetches when opened). */
export function useTokenSafety(token: string | null) {
  return useSWR(token === null ? null : `/api/v1/indexer/token-safety/${token}`, (url: string) => apiGet(url, tokenSafetyResponseSchema), {
    keepPreviousData: true,
  });
}

export function useTopTraders(token: string) {
  return useSWR(`/api/v1/indexer/top-traders/${token}`, (url: string) => apiGet(url, topTradersResponseSchema), { keepPreviousData: true });
}
