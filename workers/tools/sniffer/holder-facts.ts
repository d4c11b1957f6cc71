import { type Address, getAddress, type PublicClient } from "viem";
import { BURN_ADDRESSES } from "../../../shared/addresses";
import type { ExcludedHolderKind } from "../../../shared/schemas/sniffer";
import { tokenToolAbi } from "../../chain/tool-abis";
import { topPeople } from "../../queries/top-people";
import type { HolderFacts, NotAnalysed } from "./sniff-facts";

/** Transfers replayed at most: beyond this a token's history is too long to read on demand. */
const MAX_REPLAYED_TRANSFERS = 20_000;
export const TOP_HOLDERS = 10;

/** A launchpad token's holders as the indexer keeps them. */
export async function indexedHolders(db: D1Database, token: Address): Promise<HolderFacts> {
  const { people, count, notPeople } = await topPeople(db, token.toLowerCase(), TOP_HOLDERS);
  const kindOf = (holder: { address: string; market: ExcludedHolderKind | null }): ExcludedHolderKind =>
    holder.market ?? (BURN_ADDRESSES.includes(holder.address) ? "burn" : "token");
  return {
    source: "indexer",
    count,
    top: people.map((person) => ({ address: getAddress(person.address), balance: BigInt(person.balance) })),
    deployer: null,
    excluded: notPeople.map((holder) => ({ address: getAddress(holder.address), balance: BigInt(holder.balance), kind: kindOf(holder) })),
  };
}

/**
 * Any other token's holders, replayed from its Transfer logs up to `blockNumber` in one eth_getLogs over the
 * whole chain; a node that refuses so wide a query (HyperEVM's public RPC does) leaves holders not analysed.
 */
export async function replayedHolders(
  client: PublicClient,
  token: Address,
  notPeople: ReadonlyMap<string, ExcludedHolderKind>,
  blockNumber: bigint,
): Promise<HolderFacts | NotAnalysed> {
  let logs: Awaited<ReturnType<typeof transferLogs>>;
  try {
    logs = await transferLogs(client, token, blockNumber);
  } catch {
    return { notAnalysed: "This token is not indexed and the node refused to list its transfers over the whole chain." };
  }
  if (logs.length > MAX_REPLAYED_TRANSFERS)
    return { notAnalysed: `This token is not indexed and has more than ${MAX_REPLAYED_TRANSFERS} transfers to replay.` };
  const balances = new Map<string, bigint>();
  for (const log of logs) {
    const { from, to, value } = log.args;
    if (from === undefined || to === undefined || value === undefined) continue;
    balances.set(from.toLowerCase(), (balances.get(from.toLowerCase()) ?? 0n) - value);
    balances.set(to.toLowerCase(), (balances.get(to.toLowerCase()) ?? 0n) + value);
  }
  const excluded = new Map<string, ExcludedHolderKind>([
    ...[...notPeople].map(([address, kind]) => [address.toLowerCase(), kind] as const),
    ...BURN_ADDRESSES.map((address) => [address, "burn"] as const),
    [token.toLowerCase(), "token"],
  ]);
  const largestFirst = ([, a]: [string, bigint], [, b]: [string, bigint]) => (b > a ? 1 : b < a ? -1 : 0);
  const held = [...balances].filter(([, balance]) => balance > 0n).sort(largestFirst);
  const people = held.filter(([address]) => !excluded.has(address));
  const firstMint = logs[0]?.transactionHash;
  const deployer = firstMint ? (await client.getTransaction({ hash: firstMint })).from : null;
  return {
    source: "chain-logs",
    count: people.length,
    top: people.slice(0, TOP_HOLDERS).map(([address, balance]) => ({ address: getAddress(address), balance })),
    deployer: deployer === null ? null : getAddress(deployer),
    excluded: held.flatMap(([address, balance]) => {
      const kind = excluded.get(address);
      return kind === undefined ? [] : [{ address: getAddress(address), balance, kind }];
    }),
  };
}

function transferLogs(client: PublicClient, token: Address, blockNumber: bigint) {
  const transfer = tokenToolAbi.find((item) => item.type === "event" && item.name === "Transfer")!;
  return client.getLogs({ address: token, event: transfer, fromBlock: 0n, toBlock: blockNumber, strict: true });
}
