import { type Address, getAddress, type PublicClient } from "viem";
import { BURN_ADDRESSES } from "../../../shared/addresses";
import type { BubbleMapResponse } from "../../../shared/schemas/token-holders";
import { tokenToolAbi } from "../../chain/tool-abis";
import { ApiError } from "../../http/errors";
import { connectionsBetween } from "../../queries/bubble-map";
import { everHolders } from "../../queries/ever-holders";
import { holderType, isLabelled } from "../../queries/holder-labels";
import { tokenHolders } from "../../queries/token-holders";

/** The refusal of a block older than the state the node keeps. */
export const noStateAt = (block: bigint | number) => `The node keeps no state at block ${block}: pick a later block.`;

/** Past holders whose balances are read at the earlier block: enough to find the top 250 of any moment. */
const PAST_CANDIDATES = 1000;

export type HolderMap = Pick<BubbleMapResponse, "connections"> & {
  holders: Pick<BubbleMapResponse["holders"][number], "holderAddress" | "balancePercentage" | "holderType">[];
};

/**
 * The map as it was at `block`: everyone the index saw hold the token, and its markets, with their balances read from
 * the chain at that block (archive state), the `limit` largest kept, linked by the transfers between them up to then.
 */
export async function pastHolderMap(db: D1Database, client: PublicClient, token: string, limit: number, block: bigint): Promise<HolderMap> {
  const [context, holders] = await Promise.all([tokenHolders(db, token, 1), everHolders(db, token, PAST_CANDIDATES)]);
  const candidates = [...new Set([...holders, ...context.labels.markets.keys(), ...BURN_ADDRESSES])];
  const read = { address: getAddress(token), abi: tokenToolAbi, blockNumber: block } as const;
  const [supply, balances] = await Promise.all([
    client.readContract({ ...read, functionName: "totalSupply" }),
    Promise.all(candidates.map((holder) => client.readContract({ ...read, functionName: "balanceOf", args: [holder as Address] }))),
  ]).catch(() => {
    // The request is well formed: the node, not the caller, lacks that moment (it is not an archive node).
    throw new ApiError(422, noStateAt(block));
  });
  const top = candidates
    .map((address, index) => ({ address, balance: balances[index]! }))
    .filter((holder) => holder.balance > 0n)
    .sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))
    .slice(0, limit)
    .map(({ address, balance }) => {
      const percent = supply === 0n ? 0 : (Number(balance) / Number(supply)) * 100;
      return { holderAddress: address, balancePercentage: percent, holderType: holderType(address, percent, context.labels) };
    });
  const people = top.map((holder) => holder.holderAddress).filter((holder) => !isLabelled(holder, context.labels));
  const { results: connections } = await connectionsBetween(db, token, people, Number(block));
  return { holders: top, connections };
}
