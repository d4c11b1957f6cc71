import type { Protocol } from "../schemas/chart";

/** V3's fee units are hundredths of a basis point: 500 is 0.05%. */
export function feePercent(feeTier: number): string {
  return `${(feeTier / 10_000).toFixed(2)}%`;
}

const SHORT_NAME: Record<Protocol, string> = { liquidlaunch: "Curve", "hyperswap-v2": "V2", "hyperswap-v3": "V3" };

/** A market in a word, with the fee where it varies: "Curve", "V2", "V3 0.05%". */
export function marketLabel(protocol: Protocol, feeTier: number | null): string {
  return protocol === "hyperswap-v3" && feeTier !== null ? `V3 ${feePercent(feeTier)}` : SHORT_NAME[protocol];
}

/** What a market is, in full: "LiquidLaunch bonding curve", "HyperSwap V2 pair", "HyperSwap V3 pool, 0.05% fee". */
export function marketDescription(protocol: Protocol, feeTier: number | null): string {
  if (protocol === "liquidlaunch") return "LiquidLaunch bonding curve";
  if (protocol === "hyperswap-v2") return "HyperSwap V2 pair";
  return `HyperSwap V3 pool${feeTier === null ? "" : `, ${feePercent(feeTier)} fee`}`;
}
