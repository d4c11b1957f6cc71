import type { Hex } from "viem";
import type { SimChain, SimTransaction } from "./sim-chain";

/** A transaction of a block, with the lane it must keep its order in (see MarketAction). */
export type LaneTransaction = { lane: string; transaction: SimTransaction };

/**
 * Splits a block's transactions into rounds (by position): a transaction goes after every earlier one of
 * its lane and of its sender. anvil handles a batch concurrently, so one sender's two transactions in a
 * batch could race for a nonce.
 */
function rounds(pending: readonly LaneTransaction[]): number[][] {
  const nextRound = new Map<string, number>();
  const result: number[][] = [];
  for (const [index, { lane, transaction }] of pending.entries()) {
    const sender = `from/${transaction.from.toLowerCase()}`;
    const round = Math.max(nextRound.get(lane) ?? 0, nextRound.get(sender) ?? 0);
    nextRound.set(lane, round + 1);
    nextRound.set(sender, round + 1);
    const members = result[round] ?? [];
    members.push(index);
    result[round] = members;
  }
  return result;
}

/**
 * Sends a block's transactions: each round is one batch, and a round reaches anvil only after the one
 * before it. Answers the hashes in the order of `pending`.
 */
export async function sendInRounds(chain: SimChain, pending: readonly LaneTransaction[]): Promise<Hex[]> {
  const hashes: Hex[] = [];
  for (const round of rounds(pending)) {
    const sent = await chain.send(round.map((index) => pending[index]!.transaction));
    for (const [i, index] of round.entries()) hashes[index] = sent[i]!;
  }
  return hashes;
}
