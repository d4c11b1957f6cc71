import type { LendingContracts } from "../../../shared/lending/contracts";
import { apyOfRay, utilization } from "../../../shared/lending/rates";
import type { LendingMarket, LendingMarkets } from "../../../shared/schemas/lending";
import { type LendingIndexState, lendingIndexState } from "../../queries/lending-state";
import { bpsSetting, debtOf, priceUsd, type ReserveView, reserveKeys, reserveViews, supplyOf, tokens, usdOf } from "./reserves";

const capSetting = (reserve: ReserveView, field: string) => {
  const value = reserve.settings.get(field);
  return value === undefined ? null : Number(value);
};

/** One market's figures at the indexed block: totals from the scaled supplies and accrued indexes, yields from the stored rates. */
export function marketOf(reserve: ReserveView, state: LendingIndexState): LendingMarket {
  const supplied = supplyOf(reserve, reserve.aToken === null ? 0n : (state.scaledTotals.get(reserve.aToken) ?? 0n));
  const borrowed = debtOf(reserve, reserve.debtToken === null ? 0n : (state.scaledTotals.get(reserve.debtToken) ?? 0n));
  const liquidityRate = reserve.rates?.liquidity_rate ?? "0";
  const variableBorrowRate = reserve.rates?.variable_borrow_rate ?? "0";
  return {
    symbol: reserve.symbol,
    underlying: reserve.underlying,
    decimals: reserve.decimals,
    priceUsd: priceUsd(reserve.price),
    supplied: tokens(reserve, supplied),
    borrowed: tokens(reserve, borrowed),
    suppliedUsd: usdOf(reserve, supplied),
    borrowedUsd: usdOf(reserve, borrowed),
    liquidityRate,
    variableBorrowRate,
    supplyApy: apyOfRay(liquidityRate),
    borrowApy: apyOfRay(variableBorrowRate),
    utilization: utilization(Number(supplied), Number(borrowed)),
    ltv: bpsSetting(reserve, "ltv"),
    liquidationThreshold: bpsSetting(reserve, "liquidation_threshold"),
    liquidationBonus: reserve.settings.has("liquidation_bonus") ? (Number(reserve.settings.get("liquidation_bonus")) - 10_000) / 10_000 : null,
    reserveFactor: bpsSetting(reserve, "reserve_factor"),
    supplyCap: capSetting(reserve, "supply_cap"),
    borrowCap: capSetting(reserve, "borrow_cap"),
  };
}

/** GET /api/v1/tools/lending/markets: every reserve's market, from the index. */
export async function lendingMarkets(db: D1Database, lending: LendingContracts | null): Promise<LendingMarkets> {
  if (lending === null) return { block: null, markets: [] };
  const state = await lendingIndexState(db, reserveKeys(lending));
  return { block: state.block, markets: reserveViews(lending, state).map((reserve) => marketOf(reserve, state)) };
}
