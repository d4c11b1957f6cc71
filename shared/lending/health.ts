// A borrower's risk as Aave's GenericLogic computes it: collateral weighted by each reserve's liquidation
// threshold over debt, and the HYPE price at which that ratio falls to 1.

/** One reserve of a position in USD at today's prices: what is supplied as collateral and what is borrowed. */
export type PositionLeg = {
  /** The reserve is WHYPE: its value moves with HYPE's price. */
  isHype: boolean;
  collateralUsd: number;
  debtUsd: number;
  /** Liquidation threshold as a fraction (0.8 = 80 %). */
  liquidationThreshold: number;
};

/** Weighted collateral over debt; null without debt (nothing to liquidate). */
export function healthFactor(legs: readonly PositionLeg[], hypeMove = 1): number | null {
  let weighted = 0;
  let debt = 0;
  for (const leg of legs) {
    const move = leg.isHype ? hypeMove : 1;
    weighted += leg.collateralUsd * move * leg.liquidationThreshold;
    debt += leg.debtUsd * move;
  }
  return debt > 0 ? weighted / debt : null;
}

/**
 * The HYPE price at which the health factor reaches 1, with every other price held: solving
 * (Ch·p + Co) = (Dh·p + Do) for p, where Ch, Dh are the HYPE legs per dollar of HYPE price. A position whose HYPE
 * collateral outweighs its HYPE debt liquidates on a fall (a price below today's); one that owes more HYPE than
 * its HYPE collateral covers, on a rise (a price above today's). Null when no move of HYPE alone liquidates it
 * (no debt, HYPE on neither side or both sides in balance) or it is liquidatable already.
 */
export function liquidationHypePrice(legs: readonly PositionLeg[], hypeUsd: number): number | null {
  if (!(hypeUsd > 0)) return null;
  let hypeWeighted = 0;
  let hypeDebt = 0;
  let otherWeighted = 0;
  let otherDebt = 0;
  for (const leg of legs) {
    if (leg.isHype) {
      hypeWeighted += (leg.collateralUsd * leg.liquidationThreshold) / hypeUsd;
      hypeDebt += leg.debtUsd / hypeUsd;
    } else {
      otherWeighted += leg.collateralUsd * leg.liquidationThreshold;
      otherDebt += leg.debtUsd;
    }
  }
  if (hypeWeighted === hypeDebt) return null;
  const price = (otherDebt - otherWeighted) / (hypeWeighted - hypeDebt);
  if (!(price > 0)) return null;
  const onFall = hypeWeighted > hypeDebt;
  return (onFall ? price < hypeUsd : price > hypeUsd) ? price : null;
}
