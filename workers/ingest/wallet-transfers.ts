import { type Address, type Hash, type Log, pad, toEventSelector } from "viem";
import type { BlockHeader, ChainReader } from "../chain/chain-reader";
import { insertRows } from "../db/json-rows";
import type { WalletTransferRow } from "../db/rows";

/** A plain HYPE transfer has no log index: its transaction index less this sorts it apart from the block's logs. */
export const NATIVE_POSITION_OFFSET = 1_000_000;
const WALLETS_PER_QUERY = 500;
const TRANSFER_TOPIC = toEventSelector("Transfer(address,address,uint256)");
const COLUMNS: (keyof WalletTransferRow)[] = [
  "wallet_address",
  "block_number",
  "position",
  "block_timestamp",
  "transaction_hash",
  "token_address",
  "from_address",
  "to_address",
  "amount",
  "succeeded",
];

/** The signed-in users' wallets, lower-case: their transfers are indexed. */
export async function userWallets(db: D1Database): Promise<Set<string>> {
  const { results } = await db.prepare("SELECT DISTINCT lower(wallet_address) AS address FROM auth_users").all<{ address: string }>();
  return new Set(results.map((row) => row.address));
}

/** ERC-20 Transfer logs of any token from or to one of `wallets` in blocks `from`…`to` (two filtered reads a 500 wallets). */
export async function walletTransferLogs(reader: ChainReader, wallets: ReadonlySet<string>, from: number, to: number): Promise<Log[]> {
  const topics = [...wallets].map((wallet) => pad(wallet as Address));
  const reads: Promise<Log[]>[] = [];
  for (let i = 0; i < topics.length; i += WALLETS_PER_QUERY) {
    const chunk = topics.slice(i, i + WALLETS_PER_QUERY);
    reads.push(reader.logs(from, to, { topics: [TRANSFER_TOPIC], topic1: chunk }), reader.logs(from, to, { topics: [TRANSFER_TOPIC], topic2: chunk }));
  }
  const seen = new Set<string>();
  // A transfer between two of our wallets matches both reads: kept once.
  return (await Promise.all(reads)).flat().filter((log) => {
    const key = `${log.blockHash}:${log.logIndex}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The range's transfers touching `wallets`: ERC-20 Transfer logs (an ERC-721's, with its id indexed, has
 * four topics and is skipped) and the HYPE that transactions of `blocks` (read with their transactions)
 * carry, with each such transaction's success from its receipt. A row per wallet touched. The logs'
 * blocks are among `blocks`, checked by the caller.
 */
export async function walletTransfers(
  reader: ChainReader,
  wallets: ReadonlySet<string>,
  logs: readonly Log[],
  blocks: Map<number, BlockHeader>,
): Promise<WalletTransferRow[]> {
  const rows: WalletTransferRow[] = [];
  const add = (block: BlockHeader, position: number, hash: string, token: string | null, from: string, to: string, amount: bigint, succeeded: boolean) => {
    for (const wallet of new Set([from, to])) {
      if (!wallets.has(wallet)) continue;
      rows.push({
        wallet_address: wallet,
        block_number: block.number,
        position,
        block_timestamp: block.timestamp,
        transaction_hash: hash,
        token_address: token,
        from_address: from,
        to_address: to,
        amount: amount.toString(),
        succeeded: succeeded ? 1 : 0,
      });
    }
  };
  for (const log of logs) {
    if (log.topics.length !== 3 || log.data.length !== 66) continue;
    const block = blocks.get(Number(log.blockNumber))!;
    const from = `0x${log.topics[1]!.slice(26)}`.toLowerCase();
    const to = `0x${log.topics[2]!.slice(26)}`.toLowerCase();
    add(block, Number(log.logIndex), log.transactionHash!, log.address.toLowerCase(), from, to, BigInt(log.data), true);
  }
  const native = [...blocks.values()].flatMap((block) =>
    (block.valueTransactions ?? [])
      // A contract creation's value goes to an address only its receipt names: not a transfer a wallet makes here.
      .filter((tx) => tx.to !== null && (wallets.has(tx.from) || wallets.has(tx.to)))
      .map((tx) => ({ block, tx })),
  );
  if (native.length === 0) return rows;
  const succeeded = await reader.succeeded(native.map(({ tx }) => tx.hash as Hash));
  for (const { block, tx } of native) {
    add(block, tx.index - NATIVE_POSITION_OFFSET, tx.hash, null, tx.from, tx.to!, tx.value, succeeded.get(tx.hash) ?? false);
  }
  return rows;
}

/** The rows' inserts, for the range's batch (a row written twice, a retried range, is ignored). */
export function walletTransferStatements(db: D1Database, rows: readonly WalletTransferRow[]): D1PreparedStatement[] {
  return rows.length === 0 ? [] : insertRows(db, "wallet_transfers", COLUMNS, rows);
}
