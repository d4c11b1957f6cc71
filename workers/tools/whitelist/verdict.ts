import type { WhitelistCheck, WhitelistVerdict } from "../../../shared/schemas/whitelist";

/** The answer in plain words, from what the check found on chain. */
export function verdictOf(check: Omit<WhitelistCheck, "verdict" | "summary">): { verdict: WhitelistVerdict; summary: string } {
  const { address, root, listed, encoding, claimed, simulation } = check;
  const failure = simulation !== null && !simulation.ok ? simulation.revertReason : null;
  if (root === null) {
    return { verdict: "no-root", summary: "The contract has no Merkle root the checker can read (merkleRoot(), root() and the other usual getters)." };
  }
  if (encoding === null) {
    return {
      verdict: "no-encoding-matched",
      summary: "No leaf encoding of this list rebuilds the contract's root: the list is not this contract's, or its leaves are hashed another way.",
    };
  }
  if (!listed) {
    const revert = failure === null ? "" : ` A claim from it reverts with: ${failure}.`;
    return { verdict: "not-listed", summary: `Not listed: ${address} is not on this list.${revert}` };
  }
  if (claimed.status === "claimed")
    return { verdict: "already-claimed", summary: `Already claimed: ${address} is listed and has claimed (${claimed.source}).` };
  if (failure !== null) return { verdict: "would-fail", summary: `Listed, but the claim would fail: ${failure}.` };
  if (simulation === null) {
    return { verdict: "eligible", summary: `Listed and not claimed: the proof fits the contract's root (no claim function the checker knows to simulate).` };
  }
  return { verdict: "eligible", summary: `Listed: ${simulation.call.split("(")[0]} from ${address} succeeds in simulation.` };
}
