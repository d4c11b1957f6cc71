import { type Address, getAddress, type PublicClient } from "viem";
import type { BubbleClusters } from "../../../shared/schemas/bubble-clusters";
import { tokenBubbleMap } from "../../queries/bubble-map";
import { launchBlockBuyers } from "../../queries/launch-block-buyers";
import { clustersOf } from "./clusters";
import { firstFunders } from "./first-funders";

/** Labelled holders (markets, burn, the token itself) are no people: they join no cluster. */
const PEOPLE = new Set(["creator", "whale", "holder"]);

/**
 * A token's bubble map with its clusters: the indexer's largest holders and the transfers between them, each
 * person's first funder read from the chain, the holders who bought in the creation block, and the clusters.
 */
export async function bubbleClusters(db: D1Database, client: PublicClient, token: string, limit: number, chainId: number): Promise<BubbleClusters> {
  const [map, buyers, block] = await Promise.all([tokenBubbleMap(db, token, limit, chainId), launchBlockBuyers(db, token), client.getBlockNumber()]);
  const people = map.holders.filter((holder) => holder.holderType === null || PEOPLE.has(holder.holderType)).map((holder) => holder.holderAddress);
  const funders = await firstFunders(
    client,
    people.map((person) => getAddress(person)),
    block,
  );
  const funderOf = (address: string) => funders?.get(getAddress(address) as Address)?.toLowerCase() ?? null;
  const { clusters, clusterOf } = clustersOf(
    map.holders
      .filter((holder) => people.includes(holder.holderAddress))
      .map((holder) => ({ address: holder.holderAddress, percent: holder.balancePercentage, funder: funderOf(holder.holderAddress) })),
    map.connections,
  );
  const launchBuyers = new Set(buyers);
  return {
    tokenAddress: token,
    symbol: map.token?.symbol ?? null,
    block: Number(block),
    fundersAnalysed: funders !== null,
    holders: map.holders.map((holder) => ({
      address: holder.holderAddress,
      percent: holder.balancePercentage,
      type: holder.holderType,
      cluster: clusterOf.get(holder.holderAddress) ?? null,
      funder: funderOf(holder.holderAddress),
      boughtAtLaunch: launchBuyers.has(holder.holderAddress),
    })),
    links: map.connections,
    clusters,
  };
}
