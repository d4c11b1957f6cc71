/** HYPE's opening USD price on the devnet's reference pools, near its real price. */
export const HYPE_USD_PRICE = 38;

/** Integer square root of a non-negative bigint (Newton's method). */
export function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

/**
 * A V3 pool's sqrtPriceX96 for a price quoted as `quotePerBase` whole quote tokens per whole base
 * token, whichever of the two the pool orders first (token0 is the lower address).
 */
export function sqrtPriceX96(options: {
  base: { address: string; decimals: number };
  quote: { address: string; decimals: number };
  quotePerBase: number;
}): bigint {
  const { base, quote } = options;
  // Work in millionths so fractional prices (a stable peg at 0.9998) keep their precision.
  const scaledPrice = BigInt(Math.round(options.quotePerBase * 1e6));
  const baseIsToken0 = base.address.toLowerCase() < quote.address.toLowerCase();
  // Raw price = token1 units per token0 unit.
  const numerator = baseIsToken0 ? scaledPrice * 10n ** BigInt(quote.decimals) : 10n ** 6n * 10n ** BigInt(base.decimals);
  const denominator = baseIsToken0 ? 10n ** 6n * 10n ** BigInt(base.decimals) : scaledPrice * 10n ** BigInt(quote.decimals);
  return isqrt((numerator << 192n) / denominator);
}
