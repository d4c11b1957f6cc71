import { type Severity, type SnifferCheck, type SnifferCheckId, type TradeStep, type TradeTrial, wentThrough } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import type { ContractFacts } from "./contract-facts";
import { concentration, creatorRecordCheck, creatorShare, shareOfSupply } from "./holder-checks";
import { bundleCheck, sniperCheck } from "./launch-checks";
import type { LiquidityFacts } from "./liquidity-facts";
import type { PrivilegeKind } from "./privileged-functions";
import { severityFor } from "./severity-scale";
import { found, isKnown, type Judged, type NotAnalysed, pass, type SniffFacts } from "./sniff-facts";

/** Tax thresholds (percent) and their severities, worst first. */
export const TAX_SEVERITIES: readonly [number, Severity][] = [
  [50, "critical"],
  [10, "high"],
  [5, "medium"],
  [0.1, "low"],
];
/** LP tokens burned at least this share: the liquidity cannot be pulled. */
export const LP_BURNED_ENOUGH = 95;

const TITLES: Record<SnifferCheckId, string> = {
  honeypot: "Buy, transfer and sell",
  "buy-tax": "Buy tax",
  "sell-tax": "Sell tax",
  "transfer-tax": "Transfer tax",
  "max-transaction": "Transaction limits",
  owner: "Owner",
  mint: "Mint",
  pause: "Pause",
  blacklist: "Blacklist",
  "fee-setter": "Fee changes",
  proxy: "Upgradeable code",
  "self-destruct": "Self-destruct",
  "holder-concentration": "Holder concentration",
  bundle: "Bundled launch",
  snipers: "Launch-block snipers",
  "creator-share": "Creator's share",
  "creator-record": "Creator's record",
  liquidity: "Liquidity",
};

/** Every check of the report, in order, judged from the facts. */
export function sniffChecks(facts: SniffFacts): SnifferCheck[] {
  const judge = (id: SnifferCheckId, judged: Judged | NotAnalysed): SnifferCheck =>
    isKnown(judged)
      ? { id, title: TITLES[id], status: "analysed", ...judged }
      : { id, title: TITLES[id], status: "not-analysed", severity: null, summary: judged.notAnalysed };
  const { trials, contract } = facts;
  return [
    judge("honeypot", isKnown(trials) ? honeypot(trials) : trials),
    judge(
      "buy-tax",
      isKnown(trials)
        ? tax(
            trials.map((trial) => trial.buy),
            "buy",
          )
        : trials,
    ),
    judge(
      "sell-tax",
      isKnown(trials)
        ? tax(
            trials.map((trial) => trial.sell),
            "sell",
          )
        : trials,
    ),
    judge(
      "transfer-tax",
      isKnown(trials)
        ? tax(
            trials.map((trial) => trial.transfer),
            "transfer",
          )
        : trials,
    ),
    judge("max-transaction", maxTransaction(trials, contract)),
    judge("owner", isKnown(contract) ? owner(contract) : contract),
    judge("mint", isKnown(contract) ? privilege(contract, "mint", "mint new tokens", "high") : contract),
    judge("pause", isKnown(contract) ? privilege(contract, "pause", "stop all transfers", "high") : contract),
    judge("blacklist", isKnown(contract) ? blacklist(contract, facts.blockedHolders) : contract),
    judge("fee-setter", isKnown(contract) ? privilege(contract, "fee-setter", "change the token's taxes at any time", "medium") : contract),
    judge("proxy", isKnown(contract) ? proxy(contract) : contract),
    judge("self-destruct", isKnown(contract) ? selfDestruct(contract) : contract),
    judge("holder-concentration", concentration(facts)),
    judge(
      "bundle",
      bundleCheck(facts.launch, (raw) => shareOfSupply(raw, facts)),
    ),
    judge(
      "snipers",
      sniperCheck(facts.launch, (raw) => shareOfSupply(raw, facts)),
    ),
    judge("creator-share", creatorShare(facts)),
    judge("creator-record", creatorRecordCheck(facts)),
    judge("liquidity", isKnown(facts.liquidity) ? liquidity(facts.liquidity) : facts.liquidity),
  ];
}

function honeypot(trials: TradeTrial[]): Judged {
  const smallest = trials[0];
  if (smallest === undefined) return found("high", "No trade could be simulated.");
  if (!smallest.buy.ok) return found("high", `Buying fails: ${smallest.buy.revertReason}.`);
  if (smallest.transfer?.ok === false) return found("critical", `Bought tokens cannot be moved: the transfer reverts (${smallest.transfer.revertReason}).`);
  if (smallest.sell?.ok === false) return found("critical", `Honeypot: buying works but selling reverts (${smallest.sell.revertReason}).`);
  // Larger sizes that revert are a transaction limit, judged apart.
  const through = trials.filter(wentThrough);
  return pass(
    `A fresh address bought, transferred and sold at ${through.length === 1 ? "1 size" : `${through.length} sizes`} up to ${through.at(-1)?.hypeIn} HYPE.`,
  );
}

function tax(steps: (TradeStep | null)[], what: "buy" | "sell" | "transfer"): Judged | NotAnalysed {
  const taxes = steps.flatMap((step) => (step?.ok && step.taxPercent !== null ? [step.taxPercent] : []));
  if (taxes.length === 0) return { notAnalysed: `No ${what} went through, so its tax is unknown.` };
  const worst = Math.max(...taxes);
  const severity = severityFor(worst, TAX_SEVERITIES);
  if (severity === null) return pass(`${formatShare(worst)}: every ${what} delivered what it moved.`);
  return found(severity, `${formatShare(worst)} of the tokens are taken on every ${what}.`);
}

function maxTransaction(trials: TradeTrial[] | NotAnalysed, contract: ContractFacts | NotAnalysed): Judged | NotAnalysed {
  if (!isKnown(trials)) return trials;
  // A limit: a size fails where a smaller one went through whole (a token that fails at every size is no limit); the
  // simulation has searched the sizes between for the largest that goes through, so the last one through is it.
  let largestPassed: TradeTrial | null = null;
  for (const trial of trials) {
    const failed = [trial.buy, trial.transfer, trial.sell].find((step): step is TradeStep => step?.ok === false);
    if (failed === undefined) largestPassed = trial;
    else if (largestPassed !== null)
      return found(
        "high",
        `A limit on trade size: ${largestPassed.hypeIn} HYPE is about the most that goes through, ${trial.hypeIn} HYPE reverts (${failed.revertReason}).`,
      );
  }
  const setter = isKnown(contract) ? contract.privileged.find((fn) => fn.kind === "max-transaction") : undefined;
  if (setter !== undefined && isKnown(contract) && contract.owner !== null && !contract.ownerRenounced) {
    return found("medium", `No limit up to ${trials.at(-1)?.hypeIn} HYPE, but the owner can set one (${setter.signature}).`);
  }
  const largest = trials.at(-1);
  return pass(`No limit: trades up to ${largest?.hypeIn} HYPE (${formatShare(largest?.liquidityPercent ?? 0)} of the market's HYPE depth) went through.`);
}

function owner(contract: ContractFacts): Judged {
  if (contract.owner === null) return pass("The contract has no owner() to hold privileges.");
  if (contract.ownerRenounced) return pass(`Ownership is renounced (owner ${contract.owner}).`);
  return found("info", `Owned by ${contract.owner}; what the owner can do is checked below.`);
}

function privilege(contract: ContractFacts, kind: PrivilegeKind, power: string, severity: Severity): Judged {
  const functions = contract.privileged.filter((fn) => fn.kind === kind);
  if (functions.length === 0) return pass(`No function in the code lets anyone ${power}.`);
  const verified = functions.find((fn) => fn.verified);
  if (verified !== undefined) return found(severity, `The owner can ${power}: ${verified.signature} succeeds when the owner calls it.`);
  const names = functions.map((fn) => fn.signature).join(", ");
  if (contract.owner === null || contract.ownerRenounced) return found("low", `${names} exists, but there is no owner left to call it.`);
  return found("medium", `${names} exists; the owner's call reverted in simulation, so it may be guarded.`);
}

function blacklist(contract: ContractFacts, blockedHolders: number): Judged {
  const judged = privilege(contract, "blacklist", "block any holder from moving tokens", "high");
  if (blockedHolders === 0) return judged;
  return found("high", `${judged.summary} ${blockedHolders} of the largest holders are blacklisted now.`);
}

function proxy(contract: ContractFacts): Judged {
  const upgrade = contract.privileged.find((fn) => fn.kind === "upgrade");
  if (contract.implementation !== null) return found("high", `A proxy: its code lives at ${contract.implementation} and can be replaced.`);
  if (upgrade !== undefined) return found("high", `The code can be replaced (${upgrade.signature}).`);
  return pass("Not a proxy: the code cannot be replaced.");
}

function selfDestruct(contract: ContractFacts): Judged {
  return contract.selfDestruct ? found("medium", "The code contains SELFDESTRUCT.") : pass("No SELFDESTRUCT in the code.");
}

function liquidity(facts: LiquidityFacts): Judged {
  if (facts.kind === "curve") {
    if (facts.bonded) return pass("Bonded: the curve's liquidity moved to HyperSwap.");
    return pass(`On the launchpad's bonding curve, ${formatShare(facts.progressPercent)} of the sale sold${facts.frozen ? ", frozen until it bonds" : ""}.`);
  }
  if (facts.burnedPercent >= LP_BURNED_ENOUGH) return pass(`${formatShare(facts.burnedPercent)} of the LP tokens are burned: the liquidity cannot be pulled.`);
  if (facts.creatorPercent !== null && facts.creatorPercent >= 50) {
    return found("high", `The creator holds ${formatShare(facts.creatorPercent)} of the LP tokens and can pull the liquidity.`);
  }
  return found("medium", `Only ${formatShare(facts.burnedPercent)} of the LP tokens are burned; the rest can be withdrawn.`);
}
