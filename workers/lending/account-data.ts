import { percentMul, rayMul, wadDiv } from "../../shared/lending/ray-math";

/** One reserve of a holder's position, as GenericLogic reads it. */
export type AccountLeg = {
  reserve: string;
  decimals: number;
  /** Oracle price, base currency units (USD, 8 decimals). */
  price: bigint;
  scaledSupply: bigint;
  scaledDebt: bigint;
  usedAsCollateral: boolean;
  /** Basis points. */
  liquidationThreshold: bigint;
  ltv: bigint;
  income: bigint;
  debtIndex: bigint;
};

export type AccountData = {
  totalCollateralBase: bigint;
  totalDebtBase: bigint;
  currentLiquidationThreshold: bigint;
  ltv: bigint;
  /** Wad; the contracts' uint256 max without debt. */
  healthFactor: bigint;
};

export const NO_DEBT_HEALTH = 2n ** 256n - 1n;

/**
 * Pool.getUserAccountData's figures, computed as GenericLogic.calculateUserAccountData (v3.0.2, no e-mode)
 * does, from the indexed scaled balances, indexes and oracle prices: the same integer steps, so equal to it.
 */
export function accountData(legs: readonly AccountLeg[]): AccountData {
  let collateral = 0n;
  let debt = 0n;
  let weightedLtv = 0n;
  let weightedThreshold = 0n;
  for (const leg of legs) {
    const unit = 10n ** BigInt(leg.decimals);
    if (leg.liquidationThreshold !== 0n && leg.usedAsCollateral && leg.scaledSupply > 0n) {
      const value = (rayMul(leg.scaledSupply, leg.income) * leg.price) / unit;
      collateral += value;
      weightedLtv += value * leg.ltv;
      weightedThreshold += value * leg.liquidationThreshold;
    }
    if (leg.scaledDebt > 0n) debt += (leg.price * rayMul(leg.scaledDebt, leg.debtIndex)) / unit;
  }
  const threshold = collateral !== 0n ? weightedThreshold / collateral : 0n;
  return {
    totalCollateralBase: collateral,
    totalDebtBase: debt,
    currentLiquidationThreshold: threshold,
    ltv: collateral !== 0n ? weightedLtv / collateral : 0n,
    healthFactor: debt === 0n ? NO_DEBT_HEALTH : wadDiv(percentMul(collateral, threshold), debt),
  };
}
