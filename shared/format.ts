import { USD_ABBREVIATIONS } from "./constants";

/**
 * Dollars as the spec shows them: K, M and B with one decimal from 1000 up ("$1.2K", "$3.4M",
 * "$5.6B"); below 1000 plain dollars with up to two decimals ("$999", "$12.34"); prices below one
 * cent keep four significant digits ("$0.00001234"). Negative values carry their sign; a missing or
 * non-finite value is "$0".
 */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "$0";
  const sign = value < 0 ? "-" : "";
  const size = Math.abs(value);
  const unit = USD_ABBREVIATIONS.find(({ threshold }) => size >= threshold);
  if (unit) return `${sign}$${(size / unit.threshold).toFixed(1)}${unit.suffix}`;
  if (size > 0 && size < 0.01) return `${sign}$${size.toPrecision(4).replace(/0+$/, "")}`;
  return `${sign}$${size.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** An address as its first 6 and last 4 characters: "0x1234…abcd". */
export function shortAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
