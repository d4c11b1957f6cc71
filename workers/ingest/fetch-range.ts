import { type Address, type Hash, type Log, toEventSelector } from "viem";
import { erc20Abi, launchpadAbi, tradeGuardAbi, v2FactoryAbi, v2PairAbi, v3FactoryAbi, v3PoolAbi } from "../chain/abis";
import type { BlockHeader, ChainReader } from "../chain/chain-reader";
import type { WalletTransferRow } from "../db/rows";
import { aaveEventsAbi } from "../lending/aave-abis";
import { SENDER_TOPICS } from "./decode/sender-events";
import { erc721TransferLogs, NFT_TOPICS } from "./nft-fetch";
import { walletTransferLogs, walletTransfers } from "./wallet-transfers";

const selectors = (abi: readonly { type: string }[]) =>
  abi.filter((item) => item.type === "event").map((item) => toEventSelector(item as Parameters<typeof toEventSelector>[0]));

/** Launchpad, trade guard, factory and pool events: read from every contract, kept only when the contract is ours. */
const MARKET_TOPICS = [
  ...selectors(launchpadAbi),
  ...selectors(tradeGuardAbi),
  ...selectors(v2FactoryAbi),
  ...selectors(v2PairAbi),
  ...selectors(v3FactoryAbi),
  ...selectors(v3PoolAbi),
  ...selectors(aaveEventsAbi),
  ...NFT_TOPICS,
];
const TRANSFER_TOPIC = selectors(erc20Abi)[0]!;
const TOKEN_CREATED_TOPIC = toEventSelector(launchpadAbi.find((item) => item.name === "TokenCreated")!);
const ADDRESSES_PER_QUERY = 500;

export type FetchedRange = {
  logs: Log[];
  /** Every block with a log, and the range's ends: its hash and time, and the senders of its transactions where its logs need them. */
  blocks: Map<number, BlockHeader>;
  first: BlockHeader;
  last: BlockHeader;
  /** Launchpad tokens created in the range: tracked from their first log (their mint precedes TokenCreated). */
  createdTokens: string[];
  /** HYPE and token transfers to or from the users' wallets. */
  walletTransfers: WalletTransferRow[];
};

/** The chain moved under a read (a reorg inside the range): the range is read again. */
export class RangeMovedError extends Error {}

/**
 * Reads blocks `from`…`to`: the market logs, the transfers of tracked tokens (those created in the
 * range included), the range's ends, and of the blocks with logs what decoding needs: their senders
 * where a log names them (read with transactions), their time where the logs do not carry it (read
 * as headers). Block `to` is read before and after the logs: any reorg of the range while it was read
 * changes it, and fails the read with RangeMovedError; so does a log whose block hash is not its block's.
 * With `wallets` (the users'), every block is read with its transactions for the HYPE they send, and
 * the transfers of any token from or to them are read too.
 */
export async function fetchRange(
  reader: ChainReader,
  launchpad: string | null,
  tracked: readonly string[],
  from: number,
  to: number,
  wallets: ReadonlySet<string> = new Set(),
  nftCollections: readonly string[] = [],
): Promise<FetchedRange> {
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
  const walletLogsRead = wallets.size > 0 ? walletTransferLogs(reader, wallets, from, to) : Promise.resolve([]);
  const [transferLogs, walletLogs, nftLogs] = await Promise.all([
    Promise.all(transferQueries),
    walletLogsRead,
    erc721TransferLogs(reader, nftCollections, from, to),
  ]);
  const logs = [...marketLogs, ...transferLogs.flat(), ...nftLogs].sort((a, b) => Number(a.blockNumber! - b.blockNumber!) || a.logIndex! - b.logIndex!);
  const blocks = logBlocks(logs);
  const withSenders = new Set(logs.filter((log) => SENDER_TOPICS.has(log.topics[0]!)).map((log) => Number(log.blockNumber)));
  const untimed = [...blocks.values()].filter((block) => block.timestamp === UNKNOWN_TIME).map((block) => block.number);
  const everyBlock = wallets.size > 0 ? Array.from({ length: to - from + 1 }, (_, index) => from + index) : [];
  const unread = [...new Set([from, to, ...withSenders, ...untimed, ...everyBlock])];
  const withTransactions = (number: number) => wallets.size > 0 || withSenders.has(number);
  for (const header of await Promise.all(unread.map((number) => reader.block(number, withTransactions(number))))) blocks.set(header.number, header);
  const first = blocks.get(from)!;
  const last = blocks.get(to)!;
  if (last.hash !== lastBefore.hash) throw new RangeMovedError(`block ${to} changed while the range was read`);
  for (const log of [...logs, ...walletLogs]) {
    if (blocks.get(Number(log.blockNumber))!.hash !== (log.blockHash as Hash)) {
      throw new RangeMovedError(`a log of block ${log.blockNumber} belongs to a replaced block`);
    }
  }
  return { logs, blocks, first, last, createdTokens: created, walletTransfers: await walletTransfers(reader, wallets, walletLogs, blocks) };
}

/** A block's time that its logs did not carry: its header is read. */
const UNKNOWN_TIME = -1;

/** The blocks of `logs` as their logs describe them (hash, and time where given); parent hashes and senders come only from headers. */
function logBlocks(logs: readonly Log[]): Map<number, BlockHeader> {
  const blocks = new Map<number, BlockHeader>();
  for (const log of logs) {
    const number = Number(log.blockNumber);
    const known = blocks.get(number);
    if (known !== undefined) {
      if (known.hash !== log.blockHash) throw new RangeMovedError(`the logs of block ${number} come from two blocks`);
      continue;
    }
    blocks.set(number, {
      number,
      hash: log.blockHash as Hash,
      parentHash: log.blockHash as Hash,
      timestamp: log.blockTimestamp == null ? UNKNOWN_TIME : Number(log.blockTimestamp),
      senders: new Map(),
    });
  }
  return blocks;
}
