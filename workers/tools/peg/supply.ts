import { type Address, formatUnits, type PublicClient } from "viem";
import { tokenToolAbi } from "../../chain/tool-abis";

const DAY_SECONDS = 86_400;

/**
 * A stablecoin's supply now and its change over the last day (mints less burns), from totalSupply at the latest
 * block and at the last block a day before it. The change is null on a node that keeps no state that old.
 */
export async function supplyWithChange(client: PublicClient, coin: { address: Address; decimals: number }, latest: { number: bigint; timestamp: bigint }) {
  const read = (blockNumber: bigint) => client.readContract({ address: coin.address, abi: tokenToolAbi, functionName: "totalSupply", blockNumber });
  const now = await read(latest.number);
  const dayAgo = await blockAt(client, latest, latest.timestamp - BigInt(DAY_SECONDS));
  const then = dayAgo === null ? null : await read(dayAgo).catch(() => null);
  return { total: formatUnits(now, coin.decimals), change24h: then === null ? null : formatUnits(now - then, coin.decimals) };
}

/** The last block at or before `timestamp` (a binary search over block times), null before the chain's first. */
async function blockAt(client: PublicClient, latest: { number: bigint; timestamp: bigint }, timestamp: bigint): Promise<bigint | null> {
  let [low, high] = [0n, latest.number];
  if ((await client.getBlock({ blockNumber: low })).timestamp > timestamp) return null;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if ((await client.getBlock({ blockNumber: middle })).timestamp <= timestamp) low = middle;
    else high = middle - 1n;
  }
  return low;
}
