import { formatPrice } from "../../shared/format/numbers";
/** A yearly rate or share given as a fraction, in percent with two decimals: 0.0325 → "3.25%"; unknown is "—". */
export function formatRate(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return "—";
  return `${(fraction * 100).toFixed(2)}%`;
}

/** A health factor with two decimals, "—" without debt (nothing can be liquidated). */
export const formatHealth = (value: number | null) => (value === null ? "—" : value >= 1000 ? "999+" : value.toFixed(2));

/** The HYPE price that liquidates a position, marked with the way HYPE must move to reach it; "—" when none does. */
export function formatLiquidationPrice(price: number | null, hypeUsd: number | null): string {
  if (price === null) return "—";
  if (hypeUsd === null) return formatPrice(price);
  return `${price > hypeUsd ? "↑" : "↓"} ${formatPrice(price)}`;
}
