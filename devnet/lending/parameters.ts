import { HYPE_USD_PRICE } from "../hyperswap/reference-prices";

/** A ray (1e27): Aave's unit for rates. */
const RAY = 10n ** 27n;
const percentRay = (percent: number) => (BigInt(Math.round(percent * 100)) * RAY) / 10_000n;

/** How a reserve's variable borrow rate rises with utilization: base, then slope 1 up to the optimal usage, then slope 2. */
export type RateCurve = { optimalUsage: number; base: number; slope1: number; slope2: number };

/**
 * One reserve's risk parameters, in percent (LTV 65 means 65 %, bonus 10 means the liquidator takes 110 % of
 * the debt it repays in collateral), whole-token caps, and its rate curve. Values follow HyperLend's and
 * Aave's published ones: volatile collateral lends at 45 % optimal usage with a steep second slope, stables at 90 %.
 */
export type ReserveParameters = {
  symbol: "WHYPE" | "USDT0" | "USDC" | "UBTC";
  decimals: number;
  ltv: number;
  liquidationThreshold: number;
  liquidationBonus: number;
  reserveFactor: number;
  supplyCap: number;
  borrowCap: number;
  rates: RateCurve;
  /** The USD price the reserve's feed opens at (the reference pools' opening prices). */
  usdPrice: number;
};

/** UBTC's opening USD price on its reference pool. */
export const UBTC_USD_PRICE = 95_000;

const VOLATILE: RateCurve = { optimalUsage: 45, base: 0, slope1: 7, slope2: 300 };
const STABLE: RateCurve = { optimalUsage: 90, base: 0, slope1: 5.5, slope2: 60 };

export const RESERVES: readonly ReserveParameters[] = [
  {
    symbol: "WHYPE",
    decimals: 18,
    ltv: 65,
    liquidationThreshold: 70,
    liquidationBonus: 10,
    reserveFactor: 15,
    supplyCap: 2_000_000,
    borrowCap: 1_000_000,
    rates: VOLATILE,
    usdPrice: HYPE_USD_PRICE,
  },
  {
    symbol: "USDT0",
    decimals: 6,
    ltv: 77,
    liquidationThreshold: 80,
    liquidationBonus: 5,
    reserveFactor: 10,
    supplyCap: 100_000_000,
    borrowCap: 90_000_000,
    rates: STABLE,
    usdPrice: 1,
  },
  {
    symbol: "USDC",
    decimals: 6,
    ltv: 77,
    liquidationThreshold: 80,
    liquidationBonus: 5,
    reserveFactor: 10,
    supplyCap: 100_000_000,
    borrowCap: 90_000_000,
    rates: STABLE,
    usdPrice: 1,
  },
  {
    symbol: "UBTC",
    decimals: 8,
    ltv: 70,
    liquidationThreshold: 75,
    liquidationBonus: 7.5,
    reserveFactor: 20,
    supplyCap: 1_000,
    borrowCap: 500,
    rates: { optimalUsage: 45, base: 0, slope1: 4, slope2: 300 },
    usdPrice: UBTC_USD_PRICE,
  },
];

/** Aave's configurator takes percentages in basis points; the bonus includes the repaid debt (10 % → 11000). */
export const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/** DefaultReserveInterestRateStrategy's constructor arguments after the provider (stable borrowing stays off). */
export function rateStrategyArgs(rates: RateCurve): bigint[] {
  return [percentRay(rates.optimalUsage), percentRay(rates.base), percentRay(rates.slope1), percentRay(rates.slope2), 0n, 0n, 0n, 0n, 0n];
}

/** A USD price as a Chainlink-style 8-decimal answer. */
export const usd8 = (price: number) => BigInt(Math.round(price * 1e8));
