import { type Address, getAddress, type PublicClient } from "viem";
import { tokenToolAbi } from "../../chain/tool-abis";
import type { SwapsEnv } from "../../stores/swaps";
import { bubbleClusters } from "../bubble-map/bubble-clusters";
import type { LaunchFacts } from "./launch-checks";
import type { NotAnalysed } from "./sniff-facts";

/** Holders the bubble map reads for the sniffer: a launch's bundle and snipers are among its early, large holders. */
const MAPPED_HOLDERS = 100;

/**
 * What the bubble map knows of a launchpad token's launch, with each wallet's balance read from the chain at
 * `blockNumber`: its bundles (a cluster holding at least two of the wallets that bought in the creation block)
 * and its snipers (the other buyers of that block).
 */
export async function launchFacts(
  env: SwapsEnv,
  client: PublicClient,
  chainId: number,
  token: Address,
  creator: string | null,
  blockNumber: bigint,
): Promise<LaunchFacts | NotAnalysed> {
  const map = await bubbleClusters(env, client, token.toLowerCase(), { limit: MAPPED_HOLDERS, chainId, atBlock: undefined });
  if (map.creationBlock === null) return { notAnalysed: "The index has no launch block for this token." };
  const atLaunch = new Set(map.holders.filter((holder) => holder.boughtAtLaunch).map((holder) => holder.address));
  const bundled = map.clusters.filter((cluster) => cluster.members.filter((member) => atLaunch.has(member)).length >= 2);
  const inBundle = new Set(bundled.flatMap((cluster) => cluster.members));
  const sniperAddresses = [...atLaunch].filter((address) => !inBundle.has(address) && address !== creator?.toLowerCase());
  const balances = await balancesOf(client, token, [...inBundle, ...sniperAddresses], blockNumber);
  const bundles = bundled.map((cluster) => ({
    members: cluster.members.map((member) => getAddress(member)),
    funder: cluster.funder === null ? null : getAddress(cluster.funder),
    boughtAtLaunch: cluster.members.filter((member) => atLaunch.has(member)).length,
    balance: cluster.members.reduce((sum, member) => sum + (balances.get(member) ?? 0n), 0n),
  }));
  const snipers = sniperAddresses
    .map((address) => ({ address: getAddress(address), balance: balances.get(address) ?? 0n }))
    .filter((sniper) => sniper.balance > 0n);
  return { bundles, snipers };
}

async function balancesOf(client: PublicClient, token: Address, holders: string[], blockNumber: bigint): Promise<Map<string, bigint>> {
  const read = (holder: string) =>
    client.readContract({ address: token, abi: tokenToolAbi, functionName: "balanceOf", args: [holder as Address], blockNumber });
  const balances = await Promise.all(holders.map(read));
  return new Map(holders.map((holder, index) => [holder, balances[index]!]));
}
