import { type Address, type Hash, type Log, toEventSelector } from "viem";
import { erc20Abi, launchpadAbi, v2FactoryAbi, v2PairAbi, v3FactoryAbi, v3PoolAbi } from "../chain/abis";
import type { BlockHeader, ChainReader } from "../chain/chain-reader";

const selectors = (abi: readonly { type: string }[]) =>
  abi.filter((item) => item.type === "event").map((item) => toEventSelector(item as Parameters<typeof toEventSelector>[0]));

/** Launchpad, factory and pool events: read from every contract, kept only when the contract is ours. */
const MARKET_TOPICS = [...selectors(launchpadAbi), ...selectors(v2FactoryAbi), ...selectors(v2PairAbi), ...selectors(v3FactoryAbi), ...selectors(v3PoolAbi)];
const TRANSFER_TOPIC = selectors(erc20Abi)[0]!;
const TOKEN_CREATED_TOPIC = toEventSelector(launchpadAbi.find((item) => item.name === "TokenCreated")!);
const ADDRESSES_PER_QUERY = 500;

export type FetchedRange = {
  logs: Log[];
  blocks: Map<number, BlockHeader>;
  first: BlockHeader;
  last: BlockHeader;
  /** Launchpad tokens created in the range: tracked from their first log (their mint precedes TokenCreated). */
  createdTokens: string[];
};

/** The chain moved under a read (a reorg inside the range): the range is read again. */
export class RangeMovedError extends Error {}

/**
 * Reads blocks `from`…`to`: the market logs, the transfers of tracked tokens (those created in the
 * range included), and the headers of the range's ends and of every block with a log (with their
 * senders). Fails with RangeMovedError unless every log belongs to the blocks read.
 */
export async function fetchRange(reader: ChainReader, launchpad: string | null, tracked: readonly string[], from: number, to: number): Promise<FetchedRange> {
  const lastBefore = await reader.block(to, false);
  const marketLogs = await reader.logs(from, to, { topics: MARKET_TOPICS });
  const created = marketLogs
    .filter((log) => log.address === launchpad && log.topics[0] === TOKEN_CREATED_TOPIC && log.topics[1] !== undefined)
    .map((log) => `0x${log.topics[1]!.slice(26)}`);
  const tokens = [...new Set([...tracked, ...created])] as Address[];
  const transferQueries: Promise<Log[]>[] = [];
  for (let i = 0; i < tokens.length; i += ADDRESSES_PER_QUERY) {
    transferQueries.push(reader.logs(from, to, { address: tokens.slice(i, i + ADDRESSES_PER_QUERY), topics: [TRANSFER_TOPIC] }));
  }
  const logs = [...marketLogs, ...(await Promise.all(transferQueries)).flat()].sort(
    (a, b) => Number(a.blockNumber! - b.blockNumber!) || a.logIndex! - b.logIndex!,
  );
  const logBlocks = new Set(logs.map((log) => Number(log.blockNumber)));
  const numbers = [...new Set([from, to, ...logBlocks])];
  const headers = await Promise.all(numbers.map((number) => reader.block(number, logBlocks.has(number))));
  const blocks = new Map(headers.map((header) => [header.number, header]));
  const first = blocks.get(from)!;
  const last = blocks.get(to)!;
  if (last.hash !== lastBefore.hash) throw new RangeMovedError(`block ${to} changed while the range was read`);
  for (const log of logs) {
    if (blocks.get(Number(log.blockNumber))?.hash !== (log.blockHash as Hash)) {
      throw new RangeMovedError(`a log of block ${log.blockNumber} belongs to a replaced block`);
    }
  }
  return { logs, blocks, first, last, createdTokens: created };
}
