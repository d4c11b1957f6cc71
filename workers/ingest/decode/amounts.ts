/**
 * A raw amount in whole tokens, for arithmetic: the stored amounts keep formatUnits' exact text, and
 * formatting every amount only to parse it back cost a large part of decoding.
 */
export function units(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

/** Price of the base side in the quote side from raw reserves, decimals applied; null for an empty pool. */
export function spot(baseReserve: bigint, quoteReserve: bigint, baseDecimals: number, quoteDecimals: number): number | null {
  if (baseReserve === 0n) return null;
  return units(quoteReserve, quoteDecimals) / units(baseReserve, baseDecimals);
}
