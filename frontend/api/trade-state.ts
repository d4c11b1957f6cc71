// What the trade panel checks before the click (GET /api/v1/liquidlaunch/trade-state): a sold-out curve,
// the creator's sell lock and the wallet's balances, from the chain.
import useSWR from "swr";
import { tradeStateSchema } from "../../shared/schemas/trade-state";
import { apiGet } from "./api-client";
import { bearer } from "./auth";
import type { SignedIn } from "./wallet-sign-in";

/** Read again this often, and whenever the pair trades (`priceMark`, its newest trade's id). */
const TRADE_STATE_REFRESH_MS = 5_000;

export function useTradeState(signedIn: SignedIn, tokenAddress: string, priceMark: string) {
  const path = `/api/v1/liquidlaunch/trade-state?${new URLSearchParams({ tokenAddress }).toString()}`;
  return useSWR([path, priceMark], ([url]: [string, string]) => apiGet(url, tradeStateSchema, { headers: bearer(signedIn.accessToken) }), {
    refreshInterval: TRADE_STATE_REFRESH_MS,
    // The data policy dedupes for an hour, which would swallow every timed refresh.
    dedupingInterval: TRADE_STATE_REFRESH_MS / 2,
    keepPreviousData: true,
  });
}
