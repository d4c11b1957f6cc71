import { getAddress, type PublicClient } from "viem";
import type { BubbleClusters } from "../../../shared/schemas/bubble-clusters";
import { tokenBubbleMap } from "../../queries/bubble-map";
import { launchBlockBuyers } from "../../queries/launch-block-buyers";
import type { SwapsEnv } from "../../stores/swaps";
import { clustersOf } from "./clusters";
import { firstFunders } from "./first-funders";
import { type HolderMap, pastHolderMap } from "./past-holders";

/** Labelled holders (markets, burn, the token itself) are no people: they join no cluster. */
const PEOPLE = new Set(["creator", "whale", "holder"]);

/**
 * A token's bubble map with its clusters: the indexer's largest holders and the transfers between them, each
 * person's first funder read from the chain, the holders who bought in the creation block, and the clusters; at an
 * earlier block when asked (time travel), from balances read at that block.
 */
export async function bubbleClusters(
  env: SwapsEnv,
  client: PublicClient,
  token: string,
  options: { limit: number; chainId: number; atBlock: number | undefined },
): Promise<BubbleClusters> {
  const db = env.DB;
  // Read side by side, but the index's answer counts first: an unknown token is a 404 whether or not the node answers.
  const [currentRead, buyersRead, latestRead] = await Promise.allSettled([
    tokenBubbleMap(db, token, options.limit, options.chainId),
    launchBlockBuyers(env, token),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  const current = settledValue(currentRead);
  const buyers = settledValue(buyersRead);
  const latest = settledValue(latestRead);
  const block = options.atBlock === undefined || BigInt(options.atBlock) >= latest ? latest : BigInt(options.atBlock);
  const map: HolderMap = block === latest ? current : await pastHolderMap(db, client, token, options.limit, block);
  const people = map.holders.filter((holder) => holder.holderType === null || PEOPLE.has(holder.holderType)).map((holder) => holder.holderAddress);
  const creationBlock = current.token?.creationBlock ?? null;
  const { funders, stateFrom } = await firstFunders(
    client,
    people.map((person) => getAddress(person)),
    latest,
    creationBlock === null ? null : BigInt(creationBlock),
  );
  const funderOf = (address: string) => funders.get(getAddress(address))?.toLowerCase() ?? null;
  const { clusters, clusterOf } = clustersOf(
    map.holders
      .filter((holder) => people.includes(holder.holderAddress))
      .map((holder) => ({ address: holder.holderAddress, percent: holder.balancePercentage, funder: funderOf(holder.holderAddress) })),
    map.connections,
  );
  const launchBuyers = new Set(buyers);
  return {
    tokenAddress: token,
    symbol: current.token?.symbol ?? null,
    block: Number(block),
    latestBlock: Number(latest),
    creationBlock,
    fundersFromBlock: Number(stateFrom),
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

function settledValue<T>(read: PromiseSettledResult<T>): T {
  if (read.status === "rejected") throw read.reason;
  return read.value;
}
