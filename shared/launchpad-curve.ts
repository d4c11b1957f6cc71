import { formatUnits, parseUnits } from "viem";
import type { CurveProgress } from "./schemas/curve-progress";

// LiquidLaunch's bonding curve (contracts/LiquidLaunch.sol; HYPEREVM.md for mainnet's): a constant
// product over virtual reserves, 1,000,000,000 tokens of 6 decimals of which 649,300,000 are for sale.
// Its integer arithmetic is mirrored exactly, so what is computed here is what the contract's views say.

export const LAUNCHPAD_TOKEN_DECIMALS = 6;
const HYPE_DECIMALS = 18;
/** The HYPE a curve starts with that nobody paid in: its reserve counts it, its balance does not. */
export const CURVE_VIRTUAL_HYPE = 300;
/** The same, in wei. */
export const VIRTUAL_HYPE_WEI = parseUnits(String(CURVE_VIRTUAL_HYPE), HYPE_DECIMALS);
/** 1,000,000,000 tokens of 6 decimals, all minted to the curve. */
export const TOTAL_SUPPLY = 10n ** 15n;
/** 649,300,000 tokens are for sale; the curve freezes once they are sold. */
export const TOKENS_FOR_SALE = 649_300_000n * 10n ** 6n;
/** 1% of the HYPE side of every trade. */
export const FEE_BPS = 100n;
const BPS = 10_000n;

/** Rounds up, as the contract does, so the curve never gives away a unit it does not have. */
export const ceilDiv = (a: bigint, b: bigint) => (a === 0n ? 0n : (a - 1n) / b + 1n);

/** A curve's reserves: HYPE in wei (virtual liquidity included), tokens in base units, as getLiquidity returns them. */
export type CurveReserves = { hypeReserve: bigint; tokenReserve: bigint };

/** A curve at launch, before any buy. */
export const LAUNCH_RESERVES: CurveReserves = { hypeReserve: VIRTUAL_HYPE_WEI, tokenReserve: TOTAL_SUPPLY };

/** Tokens still for sale on the curve, in base units. */
export const tokensLeft = (curve: CurveReserves) => TOKENS_FOR_SALE - (TOTAL_SUPPLY - curve.tokenReserve);

/** HYPE (wei, after the fee) that moves the curve to its last token for sale: the `hypeUsed` of the buy that sells out. */
export function hypeToSellOut(curve: CurveReserves): bigint {
  if (tokensLeft(curve) <= 0n) return 0n;
  return ceilDiv(curve.hypeReserve * curve.tokenReserve, TOTAL_SUPPLY - TOKENS_FOR_SALE) - curve.hypeReserve;
}

/** HYPE (wei) a buy pays for `hypeUsed` after the fee: what the contract keeps of a larger buy's payment, refunding the rest. */
export const paidFor = (hypeUsed: bigint) => ceilDiv(hypeUsed * BPS, BPS - FEE_BPS);

/** Where curve stands, the milestones it reached (TokenFrozen, TokenBonded with the V2 pair it created) and its figures. */
export function curveProgress(curve: CurveReserves, milestones: { frozen: boolean; graduatedAt: number | null; graduatedPair: string | null }): CurveProgress {
  const sold = TOTAL_SUPPLY - curve.tokenReserve;
  const graduated = milestones.graduatedAt !== null;
  return {
    status: graduated ? "graduated" : milestones.frozen || tokensLeft(curve) <= 0n ? "sold-out" : "bonding",
    tokensSold: Number(formatUnits(sold, LAUNCHPAD_TOKEN_DECIMALS)),
    tokensForSale: Number(formatUnits(TOKENS_FOR_SALE, LAUNCHPAD_TOKEN_DECIMALS)),
    hypeRaised: Number(formatUnits(curve.hypeReserve - VIRTUAL_HYPE_WEI, HYPE_DECIMALS)),
    hypeToGraduate: Number(formatUnits(paidFor(hypeToSellOut(curve)), HYPE_DECIMALS)),
    progress: Math.min(100, Number((sold * 1_000_000n) / TOKENS_FOR_SALE) / 10_000),
    graduatedAt: milestones.graduatedAt,
    graduatedPair: milestones.graduatedPair,
  };
}

/** The reserves as the indexer stores them after a curve trade: whole HYPE and whole tokens, exact decimal text. */
export function storedReserves(hypeText: string, tokenText: string): CurveReserves {
  return { hypeReserve: parseUnits(hypeText, HYPE_DECIMALS), tokenReserve: parseUnits(tokenText, LAUNCHPAD_TOKEN_DECIMALS) };
}
