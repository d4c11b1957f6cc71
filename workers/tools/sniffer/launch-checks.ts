import type { Address } from "viem";
import type { Severity, SnifferCheck } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import type { NotAnalysed } from "./not-analysed";
import { severityFor } from "./severity-scale";

/** Wallets joined by one funder (or by transfers to such wallets) of which at least two bought in the launch block. */
export type Bundle = { members: Address[]; funder: Address | null; boughtAtLaunch: number; balance: bigint };

/** A launch as the bubble map sees it (workers/tools/sniffer/launch-facts.ts), balances read from the chain. */
export type LaunchFacts = {
  bundles: Bundle[];
  /** Launch-block buyers outside any bundle, the creator aside, still holding. */
  snipers: { address: Address; balance: bigint }[];
};

type Judged = Pick<SnifferCheck, "severity" | "summary">;

/** What bundled wallets hold together, as a share of the supply: one hand that can sell it all at once. */
export const BUNDLE_SEVERITIES: readonly [number, Severity][] = [
  [10, "high"],
  [3, "medium"],
  [0, "low"],
];
/** What the launch block's other buyers still hold together, as a share of the supply. */
export const SNIPER_SEVERITIES: readonly [number, Severity][] = [
  [10, "medium"],
  [3, "low"],
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Bundles: wallets one address funded that bought in the launch block, with what they hold now. */
export function bundleCheck(launch: LaunchFacts | NotAnalysed, share: (raw: bigint) => number | null): Judged | NotAnalysed {
  if ("notAnalysed" in launch) return launch;
  if (launch.bundles.length === 0) return { severity: null, summary: "No wallets funded by one address bought in the launch block together." };
  const held = share(launch.bundles.reduce((sum, bundle) => sum + bundle.balance, 0n));
  if (held === null) return { notAnalysed: "The total supply is unknown." };
  const described = launch.bundles
    .map(
      (bundle) =>
        `${plural(bundle.members.length, "wallet", "wallets")}${bundle.funder === null ? " linked by transfers" : ` funded by ${bundle.funder}`}, ${bundle.boughtAtLaunch} of them buying in the launch block`,
    )
    .join("; ");
  return { severity: severityFor(held, BUNDLE_SEVERITIES), summary: `A bundle: ${described}. Together they hold ${formatShare(held)} of the supply.` };
}

/** Snipers: the launch block's other buyers (not bundled, not the creator) that still hold. */
export function sniperCheck(launch: LaunchFacts | NotAnalysed, share: (raw: bigint) => number | null): Judged | NotAnalysed {
  if ("notAnalysed" in launch) return launch;
  if (launch.snipers.length === 0) return { severity: null, summary: "Nobody outside a bundle who bought in the launch block still holds." };
  const held = share(launch.snipers.reduce((sum, sniper) => sum + sniper.balance, 0n));
  if (held === null) return { notAnalysed: "The total supply is unknown." };
  return {
    severity: severityFor(held, SNIPER_SEVERITIES),
    summary: `${plural(launch.snipers.length, "wallet", "wallets")} that bought in the launch block still ${launch.snipers.length === 1 ? "holds" : "hold"} ${formatShare(held)} of the supply.`,
  };
}
