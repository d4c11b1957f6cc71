// The launchpad's curve math, mirrored exactly (integer arithmetic of contracts/LiquidLaunch.sol), so the
// simulator can plan sells within what a trader holds without asking the chain.

import { parseEther } from "viem";
import { CURVE_VIRTUAL_HYPE, CURVE_TOKENS_FOR_SALE as TOKENS_FOR_SALE, CURVE_TOTAL_SUPPLY as TOTAL_SUPPLY } from "../../shared/launchpad-curve";

export const VIRTUAL_HYPE = parseEther(String(CURVE_VIRTUAL_HYPE));
const FEE_BPS = 100n;

/** Rounds up, as the contract does, so the curve never gives away a unit it does not have. */
const ceilDiv = (a: bigint, b: bigint) => (a === 0n ? 0n : (a - 1n) / b + 1n);

export type CurveState = { hypeReserve: bigint; tokenReserve: bigint };

export const newCurve = (): CurveState => ({ hypeReserve: VIRTUAL_HYPE, tokenReserve: TOTAL_SUPPLY });

export const soldOut = (curve: CurveState) => TOTAL_SUPPLY - curve.tokenReserve === TOKENS_FOR_SALE;

/** A buy of `hypePaid` (fee included): tokens out, capped at what is left for sale. Mutates the curve. */
export function buy(curve: CurveState, hypePaid: bigint): bigint {
  const net = hypePaid - (hypePaid * FEE_BPS) / 10_000n;
  const k = curve.hypeReserve * curve.tokenReserve;
  let out = curve.tokenReserve - ceilDiv(k, curve.hypeReserve + net);
  let used = net;
  const left = TOKENS_FOR_SALE - (TOTAL_SUPPLY - curve.tokenReserve);
  if (out > left) {
    out = left;
    used = ceilDiv(k, curve.tokenReserve - left) - curve.hypeReserve;
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
