// The launchpad's curve math, mirrored exactly (integer arithmetic of contracts/LiquidLaunch.sol), so the
// simulator can plan sells within what a trader holds without asking the chain.
import { type CurveReserves, ceilDiv, FEE_BPS, hypeToSellOut, LAUNCH_RESERVES, TOKENS_FOR_SALE, TOTAL_SUPPLY, tokensLeft } from "../../shared/launchpad-curve";

export type CurveState = CurveReserves;

export const newCurve = (): CurveState => ({ ...LAUNCH_RESERVES });

export const soldOut = (curve: CurveState) => TOTAL_SUPPLY - curve.tokenReserve === TOKENS_FOR_SALE;

/** A buy of `hypePaid` (fee included): tokens out, capped at what is left for sale. Mutates the curve. */
export function buy(curve: CurveState, hypePaid: bigint): bigint {
  const net = hypePaid - (hypePaid * FEE_BPS) / 10_000n;
  const k = curve.hypeReserve * curve.tokenReserve;
  let out = curve.tokenReserve - ceilDiv(k, curve.hypeReserve + net);
  let used = net;
  const left = tokensLeft(curve);
  if (out > left) {
    out = left;
    used = hypeToSellOut(curve);
  }
  curve.hypeReserve += used;
  curve.tokenReserve -= out;
  return out;
}

/** A sell of `tokens`: HYPE out before the fee. Mutates the curve. */
export function sell(curve: CurveState, tokens: bigint): bigint {
  const k = curve.hypeReserve * curve.tokenReserve;
  const gross = curve.hypeReserve - ceilDiv(k, curve.tokenReserve + tokens);
  curve.hypeReserve -= gross;
  curve.tokenReserve += tokens;
  return gross;
}
