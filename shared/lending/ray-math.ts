// Aave v3's fixed-point arithmetic (WadRayMath, PercentageMath, MathUtils), in bigints so what the index
// recomputes rounds exactly as the contracts do.

export const RAY = 10n ** 27n;
export const WAD = 10n ** 18n;
const HALF_RAY = RAY / 2n;
const HALF_WAD = WAD / 2n;
/** Basis points: 10000 is 100 %. */
export const PERCENTAGE_FACTOR = 10_000n;
export const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n;

export const rayMul = (a: bigint, b: bigint) => (a * b + HALF_RAY) / RAY;
export const rayDiv = (a: bigint, b: bigint) => (a * RAY + b / 2n) / b;
export const wadDiv = (a: bigint, b: bigint) => (a * WAD + b / 2n) / b;
export const wadMul = (a: bigint, b: bigint) => (a * b + HALF_WAD) / WAD;
export const percentMul = (value: bigint, percentage: bigint) => (value * percentage + PERCENTAGE_FACTOR / 2n) / PERCENTAGE_FACTOR;

/** A supply index grown linearly at `rate` (ray, per year) from `from` to `to` seconds: MathUtils.calculateLinearInterest. */
export function linearInterest(rate: bigint, from: number, to: number): bigint {
  return RAY + (rate * BigInt(to - from)) / SECONDS_PER_YEAR;
}

/** A borrow index compounded at `rate` (ray, per year), by the contracts' three-term expansion: MathUtils.calculateCompoundedInterest. */
export function compoundedInterest(rate: bigint, from: number, to: number): bigint {
  const exp = BigInt(to - from);
  if (exp <= 0n) return RAY;
  const expMinusOne = exp - 1n;
  const expMinusTwo = exp > 2n ? exp - 2n : 0n;
  const basePowerTwo = rayMul(rate, rate) / (SECONDS_PER_YEAR * SECONDS_PER_YEAR);
  const basePowerThree = rayMul(basePowerTwo, rate) / SECONDS_PER_YEAR;
  const secondTerm = (exp * expMinusOne * basePowerTwo) / 2n;
  const thirdTerm = (exp * expMinusOne * expMinusTwo * basePowerThree) / 6n;
  return RAY + (rate * exp) / SECONDS_PER_YEAR + secondTerm + thirdTerm;
}
