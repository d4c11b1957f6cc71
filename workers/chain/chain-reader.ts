import { type Address, createPublicClient, type Hash, http, type Log } from "viem";
import { erc20Abi } from "./abis";

export type BlockHeader = {
  number: number;
  hash: Hash;
  parentHash: Hash;
  timestamp: number;
  /** Sender of each transaction, when the block was read with its transactions. */
  senders: Map<Hash, Address>;
};

export type TokenFacts = { name: string; symbol: string; decimals: number; totalSupply: bigint | null };

export type LogFilter = { address?: Address[]; topics: Hash[] };

/** What the ingestor needs from a node: each call retried with backoff, so a flaky RPC costs time, never data. */
export type ChainReader = {
  head(): Promise<number>;
  block(number: number, withSenders: boolean): Promise<BlockHeader>;
  logs(fromBlock: number, toBlock: number, filter: LogFilter): Promise<Log[]>;
  token(address: Address, atBlock: number): Promise<TokenFacts>;
  /** A token's total supply now (raw units). */
  totalSupply(address: Address): Promise<bigint>;
};

export type RetryPolicy = { attempts: number; firstDelayMs: number; maxDelayMs: number };
const DEFAULT_RETRY: RetryPolicy = { attempts: 6, firstDelayMs: 100, maxDelayMs: 3000 };
const REQUEST_TIMEOUT_MS = 10_000;

export async function withRetry<T>(what: string, run: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  let delay = policy.firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= policy.attempts) {
        throw new Error(`${what} failed after ${attempt} attempts: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, policy.maxDelayMs);
    }
  }
}

export function chainReader(rpcUrl: string, retry: RetryPolicy = DEFAULT_RETRY, timeoutMs = REQUEST_TIMEOUT_MS): ChainReader {
  // Concurrent calls travel as one JSON-RPC batch; retries are ours (withRetry), not the transport's.
  const client = createPublicClient({
    transport: http(rpcUrl, { batch: { batchSize: 200, wait: 0 }, retryCount: 0, timeout: timeoutMs }),
  });
  return {
    head: () => withRetry("eth_blockNumber", async () => Number(await client.getBlockNumber({ cacheTime: 0 })), retry),
    block: (number, withSenders) =>
      withRetry(
        `eth_getBlockByNumber ${number}`,
        async () => {
          const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: withSenders });
          if (block.hash === null || block.number === null) throw new Error(`block ${number} is pending`);
          const senders = new Map<Hash, Address>();
          for (const tx of block.transactions) {
            if (typeof tx !== "string") senders.set(tx.hash, tx.from.toLowerCase() as Address);
          }
          return { number: Number(block.number), hash: block.hash, parentHash: block.parentHash, timestamp: Number(block.timestamp), senders };
        },
        retry,
      ),
    logs: (fromBlock, toBlock, filter) =>
      withRetry(
        `eth_getLogs ${fromBlock}-${toBlock}`,
        async () => {
          const logs = await client.request({
            method: "eth_getLogs",
            params: [
              {
                fromBlock: `0x${fromBlock.toString(16)}`,
                toBlock: `0x${toBlock.toString(16)}`,
                topics: [filter.topics],
                ...(filter.address ? { address: filter.address } : {}),
              },
            ],
          });
          if (!Array.isArray(logs)) throw new Error("eth_getLogs answered something other than a list");
          return logs.map(normaliseLog);
        },
        retry,
      ),
    totalSupply: (address) => withRetry(`totalSupply of ${address}`, () => client.readContract({ address, abi: erc20Abi, functionName: "totalSupply" }), retry),
    token: (address, atBlock) =>
      withRetry(
        `token facts of ${address}`,
        async () => {
          const read = <T>(functionName: "name" | "symbol" | "decimals" | "totalSupply") =>
            client.readContract({ address, abi: erc20Abi, functionName, blockNumber: BigInt(atBlock) }) as Promise<T>;
          const [name, symbol, decimals, totalSupply] = await Promise.all([
            read<string>("name").catch(() => ""),
            read<string>("symbol").catch(() => ""),
            read<number>("decimals"),
            read<bigint>("totalSupply").catch(() => null),
          ]);
          return { name, symbol, decimals: Number(decimals), totalSupply };
        },
        retry,
      ),
  };
}

type RpcLog = {
  address: string;
  topics: Hash[];
  data: `0x${string}`;
  blockNumber: `0x${string}` | null;
  blockHash: Hash | null;
  transactionHash: Hash | null;
  logIndex: `0x${string}` | null;
  transactionIndex: `0x${string}` | null;
  removed?: boolean;
};

/** Checks a raw log is whole (a truncated answer must fail, not slip through) and gives it viem's shape. */
function normaliseLog(raw: unknown): Log {
  const log = raw as RpcLog;
  if (
    typeof log?.address !== "string" ||
    !Array.isArray(log.topics) ||
    typeof log.data !== "string" ||
    log.blockNumber == null ||
    log.blockHash == null ||
    log.transactionHash == null ||
    log.logIndex == null
  ) {
    throw new Error("eth_getLogs answered an incomplete log");
  }
  return {
    address: log.address.toLowerCase() as Address,
    topics: log.topics as Log["topics"],
    data: log.data,
    blockNumber: BigInt(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    logIndex: Number(log.logIndex),
    transactionIndex: log.transactionIndex == null ? 0 : Number(log.transactionIndex),
    removed: log.removed ?? false,
  };
}
