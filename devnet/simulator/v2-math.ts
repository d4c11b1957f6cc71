// Uniswap V2's swap math and the launchpad's migration, mirrored exactly, so the simulator knows what a
// trader holds after buying a bonded token on its HyperSwap V2 pair.

import { VIRTUAL_HYPE_WEI } from "../../shared/launchpad-curve";
import type { CurveState } from "./curve";

/** What contracts/LiquidLaunch.sol keeps from a graduating curve's HYPE (15 + 5 HYPE bonding fee). */
const BOND_FEE = 20n * 10n ** 18n;

export type PairState = { hypeReserve: bigint; tokenReserve: bigint };

/** UniswapV2Library.getAmountOut: 0.3% fee, rounded down. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n;
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee);
}

/** The V2 pair completeBonding seeds: the curve's real HYPE less the fee, and tokens at the curve's final price. */
export function bondedPair(curve: CurveState): PairState {
  const hypeReserve = curve.hypeReserve - VIRTUAL_HYPE_WEI - BOND_FEE;
  return { hypeReserve, tokenReserve: (hypeReserve * curve.tokenReserve) / curve.hypeReserve };
}

/** Router02 swapExactETHForTokens on the pair: tokens out. Mutates the pair. */
export function pairBuy(pair: PairState, hype: bigint): bigint {
  const tokens = amountOut(hype, pair.hypeReserve, pair.tokenReserve);
  pair.hypeReserve += hype;
  pair.tokenReserve -= tokens;
  return tokens;
}

/** Router02 swapExactTokensForETH on the pair: HYPE out. Mutates the pair. */
export function pairSell(pair: PairState, tokens: bigint): bigint {
  const hype = amountOut(tokens, pair.tokenReserve, pair.hypeReserve);
  pair.tokenReserve += tokens;
  pair.hypeReserve -= hype;
  return hype;
}
