import { formatUnits } from "viem";
import { healthFactor, liquidationHypePrice, type PositionLeg } from "../../../shared/lending/health";
import type { LendingPosition } from "../../../shared/schemas/lending";
import { type AccountLeg, accountData } from "../../lending/account-data";
import type { ScaledBalance } from "../../queries/lending-state";
import { debtOf, type ReserveView, supplyOf, tokens, usdOf } from "./reserves";

/** A holder's position: the exact account data (health factor as getUserAccountData computes it) and its legs in USD. */
export type PositionView = LendingPosition & { healthFactorWad: bigint };

/** Every holder's position from the scaled balances, each leg at its reserve's accrued index and oracle price. */
export function positionsOf(reserves: readonly ReserveView[], balances: readonly ScaledBalance[], collateral: ReadonlySet<string>): PositionView[] {
  const byToken = new Map<string, { reserve: ReserveView; side: "supply" | "debt" }>();
  for (const reserve of reserves) {
    if (reserve.aToken !== null) byToken.set(reserve.aToken, { reserve, side: "supply" });
    if (reserve.debtToken !== null) byToken.set(reserve.debtToken, { reserve, side: "debt" });
  }
  const holders = new Map<string, Map<string, { supply: bigint; debt: bigint }>>();
  for (const balance of balances) {
    const owner = byToken.get(balance.token);
    if (owner === undefined) continue;
    const legs = holders.get(balance.user) ?? new Map<string, { supply: bigint; debt: bigint }>();
    holders.set(balance.user, legs);
    const leg = legs.get(owner.reserve.underlying) ?? { supply: 0n, debt: 0n };
    legs.set(owner.reserve.underlying, leg);
    if (owner.side === "supply") leg.supply += balance.scaled;
    else leg.debt += balance.scaled;
  }
  return [...holders.entries()].map(([user, legs]) => positionOf(user, reserves, legs, collateral));
}

export function positionOf(
  user: string,
  reserves: readonly ReserveView[],
  scaled: ReadonlyMap<string, { supply: bigint; debt: bigint }>,
  collateral: ReadonlySet<string>,
): PositionView {
  const accountLegs: AccountLeg[] = [];
  const usdLegs: PositionLeg[] = [];
  const legs: LendingPosition["legs"] = [];
  for (const reserve of reserves) {
    const leg = scaled.get(reserve.underlying);
    if (leg === undefined || (leg.supply <= 0n && leg.debt <= 0n)) continue;
    const usedAsCollateral = collateral.has(`${reserve.underlying}:${user}`);
    const supplied = supplyOf(reserve, leg.supply);
    const borrowed = debtOf(reserve, leg.debt);
    const threshold = BigInt(reserve.settings.get("liquidation_threshold") ?? "0");
    accountLegs.push({
      reserve: reserve.underlying,
      decimals: reserve.decimals,
      price: reserve.price ?? 0n,
      scaledSupply: leg.supply,
      scaledDebt: leg.debt,
      usedAsCollateral,
      liquidationThreshold: threshold,
      ltv: BigInt(reserve.settings.get("ltv") ?? "0"),
      income: reserve.income,
      debtIndex: reserve.debtIndex,
    });
    const suppliedUsd = usdOf(reserve, supplied);
    const borrowedUsd = usdOf(reserve, borrowed);
    usdLegs.push({
      isHype: reserve.isHype,
      collateralUsd: usedAsCollateral ? (suppliedUsd ?? 0) : 0,
      debtUsd: borrowedUsd ?? 0,
      liquidationThreshold: Number(threshold) / 10_000,
    });
    legs.push({ symbol: reserve.symbol, supplied: tokens(reserve, supplied), borrowed: tokens(reserve, borrowed), suppliedUsd, borrowedUsd, usedAsCollateral });
  }
  const account = accountData(accountLegs);
  const hype = reserves.find((reserve) => reserve.isHype);
  const hypeUsd = hype?.price == null ? null : Number(formatUnits(hype.price, 8));
  return {
    user,
    healthFactorWad: account.healthFactor,
    healthFactor: account.totalDebtBase === 0n ? null : Number(formatUnits(account.healthFactor, 18)),
    collateralUsd: Number(formatUnits(account.totalCollateralBase, 8)),
    debtUsd: Number(formatUnits(account.totalDebtBase, 8)),
    liquidationHypePrice: hypeUsd === null || healthFactor(usdLegs) === null ? null : liquidationHypePrice(usdLegs, hypeUsd),
    legs,
  };
}

/** The position as the API shows it (the wad health factor is for exact comparisons only). */
export const shownPosition = ({ healthFactorWad: _wad, ...position }: PositionView): LendingPosition => position;
