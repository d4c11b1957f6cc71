// A wallet's positions across every token (GET /api/v1/indexer/portfolio/{address}), read again while shown.
import useSWR from "swr";
import { portfolioResponseSchema } from "../../shared/schemas/portfolio";
import { apiGet } from "./api-client";

const PORTFOLIO_REFRESH_MS = 10_000;

export function usePortfolio(address: string | undefined) {
  return useSWR(address === undefined ? null : `/api/v1/indexer/portfolio/${address.toLowerCase()}`, (url: string) => apiGet(url, portfolioResponseSchema), {
    refreshInterval: PORTFOLIO_REFRESH_MS,
  });
}
