import { parseUnits } from "viem";

/** The trader's priority tip (gwei, bounded by the request schema) in wei; null without one (the node's suggestion). */
export function priorityTipWei(gwei: number | undefined): bigint | null {
  if (gwei === undefined) return null;
  // Whole wei: a tip typed with more than 9 decimals of gwei is rounded to the wei.
  return parseUnits(gwei.toFixed(9), 9);
}
