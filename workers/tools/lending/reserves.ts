import { formatUnits } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { LendingContracts } from "../../../shared/lending/contracts";
import { RAY, rayMul } from "../../../shared/lending/ray-math";
import { normalizedDebt, normalizedIncome } from "../../lending/accrual";
import type { LendingIndexState, ReserveIndexRow } from "../../queries/lending-state";

/** Oracle prices carry 8 decimals (the AaveOracle's base currency, USD). */
const PRICE_DECIMALS = 8;

/** A reserve as the reads use it: config, latest settings, rates and indexes at the indexed block, and its price. */
export type ReserveView = {
  symbol: string;
  underlying: string;
  decimals: number;
  isHype: boolean;
  aToken: string | null;
  debtToken: string | null;
  settings: Map<string, string>;
  rates: ReserveIndexRow | null;
  /** Supply and borrow indexes at the indexed block's time (ray). */
  income: bigint;
  debtIndex: bigint;
  /** Oracle price (8 decimals), null before its source answered. */
  price: bigint | null;
};

/** The configured reserves with what the index holds of them, accrued to the indexed block's time. */
export function reserveViews(lending: LendingContracts, state: LendingIndexState): ReserveView[] {
  const time = state.block?.timestamp ?? 0;
  return lending.reserves.map((reserve) => {
    const underlying = reserve.underlying.toLowerCase();
    const settings = state.settings.get(underlying) ?? new Map<string, string>();
    const rates = state.rates.get(underlying) ?? null;
    return {
      symbol: reserve.symbol,
      underlying,
      decimals: reserve.decimals,
      isHype: underlying === WHYPE_ADDRESS,
      aToken: reserve.aToken?.toLowerCase() ?? settings.get("a_token") ?? null,
      debtToken: reserve.variableDebtToken?.toLowerCase() ?? settings.get("variable_debt_token") ?? null,
      settings,
      rates,
      income: rates === null ? RAY : normalizedIncome(rates, time),
      debtIndex: rates === null ? RAY : normalizedDebt(rates, time),
      price: state.prices.get(underlying) ?? null,
    };
  });
}

/** Raw token units at a reserve's decimals as exact decimal text. */
export const tokens = (reserve: ReserveView, raw: bigint) => formatUnits(raw, reserve.decimals);

/** Raw token units in USD at the reserve's oracle price; null without a price. */
export const usdOf = (reserve: ReserveView, raw: bigint) =>
  reserve.price === null ? null : Number(formatUnits(raw * reserve.price, reserve.decimals + PRICE_DECIMALS));

export const priceUsd = (price: bigint | null) => (price === null ? null : Number(formatUnits(price, PRICE_DECIMALS)));

/** A basis-points setting as a fraction; null when never set. */
export function bpsSetting(reserve: ReserveView, field: string): number | null {
  const value = reserve.settings.get(field);
  return value === undefined ? null : Number(value) / 10_000;
}

/** A holder's balances of a reserve from its scaled ones (aToken.balanceOf, variableDebtToken.balanceOf). */
export const supplyOf = (reserve: ReserveView, scaled: bigint) => rayMul(scaled, reserve.income);
export const debtOf = (reserve: ReserveView, scaled: bigint) => rayMul(scaled, reserve.debtIndex);

/** The configured reserves' underlying tokens, lowercase: the keys the index is read by. */
export const reserveKeys = (lending: LendingContracts) => lending.reserves.map((reserve) => reserve.underlying.toLowerCase());
