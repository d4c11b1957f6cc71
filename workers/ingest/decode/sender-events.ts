import { type AbiEvent, toEventSelector } from "viem";
import { launchpadAbi, v2FactoryAbi, v2PairAbi, v3FactoryAbi, v3PoolAbi } from "../../chain/abis";

const topicsOf = (abi: readonly { type: string; name?: string }[], names: readonly string[]) =>
  abi.filter((item) => item.type === "event" && names.includes(item.name!)).map((item) => toEventSelector(item as AbiEvent));

/**
 * The events whose rows name their transaction's sender (the trader behind a router, whoever created a
 * pair or bonded a token): their blocks are read with their transactions, every other block by its
 * header alone, or not at all where its logs carry its time.
 */
export const SENDER_TOPICS: ReadonlySet<string> = new Set([
  ...topicsOf(v2PairAbi, ["Swap", "Mint", "Burn"]),
  ...topicsOf(v3PoolAbi, ["Swap", "Mint", "Collect"]),
  ...topicsOf(v2FactoryAbi, ["PairCreated"]),
  ...topicsOf(v3FactoryAbi, ["PoolCreated"]),
  ...topicsOf(launchpadAbi, ["TokenFrozen", "TokenBonded"]),
]);
