import type { LendingContracts } from "../../../shared/lending/contracts";
import { AT_RISK_HEALTH, type LendingAtRisk, type LendingLiquidationMap, LIQUIDATION_MAP_BUCKETS, LIQUIDATION_MAP_DROP } from "../../../shared/schemas/lending";
import { lendingBalances, lendingIndexState } from "../../queries/lending-state";
import { type PositionView, positionsOf, shownPosition } from "./positions";
import { priceUsd, reserveKeys, reserveViews } from "./reserves";

/** Every indexed position with debt, and HYPE's oracle price. */
async function indebted(db: D1Database, lending: LendingContracts) {
  const [state, { balances, collateral }] = await Promise.all([lendingIndexState(db, reserveKeys(lending)), lendingBalances(db, null)]);
  const reserves = reserveViews(lending, state);
  const positions = positionsOf(reserves, balances, collateral).filter((position) => position.healthFactor !== null);
  return { block: state.block, hypePriceUsd: priceUsd(reserves.find((reserve) => reserve.isHype)?.price ?? null), positions };
}

/** GET /api/v1/tools/lending/at-risk: positions with a health factor under 1.1, lowest first. */
export async function lendingAtRisk(db: D1Database, lending: LendingContracts | null): Promise<LendingAtRisk> {
  if (lending === null) return { block: null, hypePriceUsd: null, positions: [] };
  const { block, hypePriceUsd, positions } = await indebted(db, lending);
  const atRisk = positions.filter((position) => position.healthFactor! < AT_RISK_HEALTH).sort((a, b) => (a.healthFactorWad < b.healthFactorWad ? -1 : 1));
  return { block, hypePriceUsd, positions: atRisk.map(shownPosition) };
}

/** Collateral valued at the HYPE price where the position liquidates (its HYPE legs moved there, the rest held). */
function collateralAt(position: PositionView, hypeNow: number, hypeThen: number): number {
  const hypeCollateral = position.legs.filter((leg) => leg.usedAsCollateral && leg.symbol === "WHYPE").reduce((sum, leg) => sum + (leg.suppliedUsd ?? 0), 0);
  return position.collateralUsd - hypeCollateral + (hypeCollateral * hypeThen) / hypeNow;
}

/** GET /api/v1/tools/lending/liquidation-map: collateral that becomes liquidatable at each HYPE price from today's down 50 %. */
export async function lendingLiquidationMap(db: D1Database, lending: LendingContracts | null): Promise<LendingLiquidationMap> {
  const none = { positions: 0, collateralUsd: 0 };
  if (lending === null) return { block: null, hypePriceUsd: null, liquidatableNow: none, buckets: [] };
  const { block, hypePriceUsd, positions } = await indebted(db, lending);
  if (hypePriceUsd === null) return { block, hypePriceUsd, liquidatableNow: none, buckets: [] };
  const now = positions.filter((position) => position.healthFactorWad < 10n ** 18n);
  const floor = hypePriceUsd * (1 - LIQUIDATION_MAP_DROP);
  const step = (hypePriceUsd - floor) / LIQUIDATION_MAP_BUCKETS;
  // Highest prices first: the first bucket is the smallest fall from today.
  const buckets = Array.from({ length: LIQUIDATION_MAP_BUCKETS }, (_, index) => ({
    low: hypePriceUsd - step * (index + 1),
    high: hypePriceUsd - step * index,
    collateralUsd: 0,
    cumulativeUsd: 0,
    positions: 0,
  }));
  for (const position of positions) {
    const price = position.liquidationHypePrice;
    // The map covers falls of HYPE: a position liquidated by a rise (a price above today's) is not on it.
    if (price === null || price < floor || price > hypePriceUsd || position.healthFactorWad < 10n ** 18n) continue;
    const bucket = buckets[Math.min(LIQUIDATION_MAP_BUCKETS - 1, Math.floor((hypePriceUsd - price) / step))]!;
    bucket.collateralUsd += collateralAt(position, hypePriceUsd, price);
    bucket.positions += 1;
  }
  let cumulative = 0;
  for (const bucket of buckets) {
    cumulative += bucket.collateralUsd;
    bucket.cumulativeUsd = cumulative;
  }
  return { block, hypePriceUsd, liquidatableNow: { positions: now.length, collateralUsd: now.reduce((sum, p) => sum + p.collateralUsd, 0) }, buckets };
}
