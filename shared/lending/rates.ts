// Rates as lenders read them: the pool's ray rates as yearly yields, and a reserve's interest-rate curve.

const SECONDS_PER_YEAR = 31_536_000;
const RAY = 1e27;

/** A ray rate per year (the pool's liquidityRate or variableBorrowRate, raw) as a fraction. */
export const rayToRate = (ray: bigint | string) => Number(BigInt(ray)) / RAY;

/** The yearly yield of a ray rate compounded every second: APY = (1 + rate / secondsPerYear)^secondsPerYear − 1. */
export const apyOfRay = (ray: bigint | string) => apyOfRate(rayToRate(ray));

/** Borrowed over supplied, 0 for an empty market. */
export const utilization = (supplied: number, borrowed: number) => (supplied > 0 ? Math.min(1, borrowed / supplied) : 0);

/** A DefaultReserveInterestRateStrategy's variable-rate parameters, as fractions per year. */
export type RateStrategy = { optimalUsage: number; baseVariableBorrowRate: number; variableRateSlope1: number; variableRateSlope2: number };

/** The variable borrow rate (a fraction per year) at a utilization: base, then slope 1 up to the kink, then slope 2 above it. */
export function variableBorrowRate(strategy: RateStrategy, usage: number): number {
  const { optimalUsage, baseVariableBorrowRate, variableRateSlope1, variableRateSlope2 } = strategy;
  if (usage <= optimalUsage) return baseVariableBorrowRate + (variableRateSlope1 * usage) / optimalUsage;
  return baseVariableBorrowRate + variableRateSlope1 + (variableRateSlope2 * (usage - optimalUsage)) / (1 - optimalUsage);
}

/** The supply rate at a utilization: the borrow rate earned on the borrowed share, less the reserve factor (a fraction). */
export const supplyRate = (strategy: RateStrategy, usage: number, reserveFactor: number) => variableBorrowRate(strategy, usage) * usage * (1 - reserveFactor);

/** A rate (fraction per year) compounded every second, as a yield. */
export const apyOfRate = (rate: number) => Math.expm1(SECONDS_PER_YEAR * Math.log1p(rate / SECONDS_PER_YEAR));
