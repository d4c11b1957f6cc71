import type { ExcludedHolderKind, Severity } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import { severityFor } from "./severity-scale";
import { found, type HolderFacts, isKnown, type Judged, type NotAnalysed, pass, type SniffFacts } from "./sniff-facts";

/** The ten largest holders together, as a share of the supply. */
export const CONCENTRATION_SEVERITIES: readonly [number, Severity][] = [
  [50, "high"],
  [30, "medium"],
];
/** The creator's own balance, as a share of the supply. */
export const CREATOR_SHARE_SEVERITIES: readonly [number, Severity][] = [
  [20, "high"],
  [5, "medium"],
];
/** A launch rugged when its creator sold at least this share of what they bought of it. */
export const RUG_SOLD_SHARE = 0.5;
export function shareOfSupply(balance: bigint, facts: SniffFacts): number | null {
  if (facts.supply === null || facts.supply.raw === 0n) return null;
  return Number((balance * 1_000_000n) / facts.supply.raw) / 10_000;
}

export function concentration(facts: SniffFacts): Judged | NotAnalysed {
  const { holders } = facts;
  if (!isKnown(holders)) return holders;
  const top = holders.top.reduce((sum, holder) => sum + holder.balance, 0n);
  const share = shareOfSupply(top, facts);
  if (share === null) return { notAnalysed: "The total supply is unknown." };
  const excluded = holders.excluded.length === 0 ? "" : ` Left out: ${excludedSummary(holders.excluded, facts)}.`;
  const summary = `The top ${holders.top.length} of ${holders.count} holders hold ${formatShare(share)} of the supply.${excluded}`;
  const severity = severityFor(share, CONCENTRATION_SEVERITIES);
  return severity === null ? pass(summary) : found(severity, summary);
}

const EXCLUDED_NAMES: Record<ExcludedHolderKind, string> = { "bonding-curve": "the curve", pair: "a pair", burn: "burned", token: "the token contract" };

/** "the curve 35.1%, burned 0.2%": who holds what of the supply without being a person. */
function excludedSummary(excluded: HolderFacts["excluded"], facts: SniffFacts): string {
  return excluded.map((holder) => `${EXCLUDED_NAMES[holder.kind]} ${formatShare(shareOfSupply(holder.balance, facts) ?? 0)}`).join(", ");
}

export function creatorShare(facts: SniffFacts): Judged | NotAnalysed {
  const { creator } = facts;
  if (!isKnown(creator)) return creator;
  if (creator.balance === null) return { notAnalysed: "The creator's balance could not be read." };
  const share = shareOfSupply(creator.balance, facts);
  if (share === null) return { notAnalysed: "The total supply is unknown." };
  const summary = `The creator (${creator.address}) holds ${formatShare(share)} of the supply.`;
  const severity = severityFor(share, CREATOR_SHARE_SEVERITIES);
  return severity === null ? pass(summary) : found(severity, summary);
}

/** Whether the creator dumped a launch: sold at least RUG_SOLD_SHARE of what they bought of it. */
export function rugged(launch: { bought: number | null; sold: number | null }): boolean {
  return launch.bought !== null && launch.bought > 0 && (launch.sold ?? 0) >= launch.bought * RUG_SOLD_SHARE;
}

export function creatorRecordCheck(facts: SniffFacts): Judged | NotAnalysed {
  const { creator } = facts;
  if (!isKnown(creator)) return creator;
  const others = creator.record.launches.filter((launch) => launch.address !== facts.token.toLowerCase());
  const tier = creator.record.score === null ? "" : ` Confidence tier: ${creator.record.score.tier}.`;
  // The tier is the product's own verdict on the creator: a Scam tier is a serious finding even on a first launch.
  const scam = creator.record.score?.tier === "Scam";
  if (others.length === 0) return found(scam ? "high" : "info", `No other launches on record for ${creator.address}.${tier}`);
  const ruggedCount = others.filter(rugged).length;
  const summary = `Dumped their own bag in ${ruggedCount} of ${others.length} other launches.${tier}`;
  if (scam || (ruggedCount > 0 && ruggedCount * 2 >= others.length)) return found("high", summary);
  if (ruggedCount > 0) return found("medium", summary);
  return pass(summary);
}
