// HyperLend's reads: GET /api/v1/tools/lending/*, asked again every 15 s (the index moves with every block).
import useSWR from "swr";
import {
  lendingAtRiskSchema,
  lendingLiquidationMapSchema,
  lendingLiquidationsSchema,
  lendingMarketDetailSchema,
  lendingMarketsSchema,
  lendingWalletSchema,
} from "../../shared/schemas/lending";
import { apiGet } from "./api-client";

const LENDING_REFRESH_MS = 15_000;
const options = { refreshInterval: LENDING_REFRESH_MS, keepPreviousData: true };
const BASE = "/api/v1/tools/lending";

export const useLendingMarkets = () => useSWR(`${BASE}/markets`, (path: string) => apiGet(path, lendingMarketsSchema), options);

export const useLendingMarket = (reserve: string | null) =>
  useSWR(reserve === null ? null : `${BASE}/markets/${reserve}`, (path: string) => apiGet(path, lendingMarketDetailSchema), options);

export const useLendingLiquidations = () => useSWR(`${BASE}/liquidations?limit=20`, (path: string) => apiGet(path, lendingLiquidationsSchema), options);

export const useLendingAtRisk = () => useSWR(`${BASE}/at-risk`, (path: string) => apiGet(path, lendingAtRiskSchema), options);

export const useLiquidationMap = () => useSWR(`${BASE}/liquidation-map`, (path: string) => apiGet(path, lendingLiquidationMapSchema), options);

export const useLendingWallet = (address: string | null) =>
  useSWR(address === null ? null : `${BASE}/wallets/${address}`, (path: string) => apiGet(path, lendingWalletSchema), options);
