import { type Address, createPublicClient, type Hash, http, type Log } from "viem";
import { erc20Abi } from "./abis";

export type BlockHeader = {
  number: number;
  hash: Hash;
  parentHash: Hash;
  timestamp: number;
  /** Sender of each transaction, when the block was read with its transactions. */
  senders: Map<Hash, Address>;
  /** Its transactions that carry HYPE, when it was read with its transactions. */
  valueTransactions?: ValueTransaction[];
};

/** A transaction sending HYPE (value > 0): a plain transfer has no log, so it is known only from its block. */
export type ValueTransaction = { hash: Hash; index: number; from: string; to: string | null; value: bigint };

/** What a token says of itself now; null where its call reverted or the node never answered it. */
export type TokenFacts = { name: string | null; symbol: string | null; decimals: number | null; totalSupply: bigint | null };

/** `topics` are the events (topic 0); `topic1`, `topic2` narrow their first two indexed arguments (any of those given). */
export type LogFilter = { address?: Address[]; topics: Hash[]; topic1?: Hash[]; topic2?: Hash[] };

/** What the ingestor needs from a node: each call retried with backoff, so a flaky RPC costs time, never data. */
export type ChainReader = {
  head(): Promise<number>;
  block(number: number, withSenders: boolean): Promise<BlockHeader>;
  logs(fromBlock: number, toBlock: number, filter: LogFilter): Promise<Log[]>;
  /** Read at the latest block: facts that do not change need no archive node. */
  token(address: Address): Promise<TokenFacts>;
  /** A token's total supply now (raw units). */
  totalSupply(address: Address): Promise<bigint>;
  /** Whether each mined transaction succeeded, from its receipt. */
  succeeded(hashes: Hash[]): Promise<Map<Hash, boolean>>;
};

export type RetryPolicy = { attempts: number; firstDelayMs: number; maxDelayMs: number };
const DEFAULT_RETRY: RetryPolicy = { attempts: 6, firstDelayMs: 100, maxDelayMs: 3000 };
const REQUEST_TIMEOUT_MS = 10_000;

/** The node answered, and asking again cannot change it (a revert, an answer too large for its range). */
export class FinalAnswerError extends Error {}

/** An eth_getLogs answer larger than the node or the client takes: the same range will never fit. */
export class LogsTooLargeError extends FinalAnswerError {}

// viem's limit on a response body, and what nodes answer for ranges with too many logs.
const TOO_LARGE =
  /ResponseBodyTooLarge|response (body|size) (is )?(too large|exceed)|more than \d+ (results|logs)|too many (results|logs)|log response size|query (returned|exceeds)|range too (large|wide)/i;

const tooLarge = (error: Error) => error.name === "ResponseBodyTooLargeError" || TOO_LARGE.test(error.message);
const reverted = (error: Error) => error.name === "ContractFunctionExecutionError" && /revert/i.test(error.message);

export async function withRetry<T>(what: string, run: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  let delay = policy.firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof FinalAnswerError) throw error;
      if (attempt >= policy.attempts) {
        throw new Error(`${what} failed after ${attempt} attempts: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, policy.maxDelayMs);
    }
  }
}

/** viem's limit on one answer's body. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/**
 * fetch for viem: an answer that states its length, within the limit, is read whole before viem reads it.
 * viem reads every body chunk by chunk, decoding each, to stop at its limit; read whole, an answer is one read
 * and one decode on the Durable Object's thread. Any other answer viem reads as before (a length over the
 * limit is refused unread, a body without one stops at the limit).
 */
async function fetchWhole(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  if (!response.ok || !Number.isFinite(length) || length > MAX_ANSWER_BYTES) return response;
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function chainReader(rpcUrl: string, retry: RetryPolicy = DEFAULT_RETRY, timeoutMs = REQUEST_TIMEOUT_MS): ChainReader {
  const transport = { retryCount: 0, timeout: timeoutMs, fetchFn: fetchWhole, maxResponseBodySize: MAX_ANSWER_BYTES };
  // Concurrent calls travel as one JSON-RPC batch; retries are ours (withRetry), not the transport's.
  const client = createPublicClient({ transport: http(rpcUrl, { ...transport, batch: { batchSize: 200, wait: 0 } }) });
  // Logs travel alone: batched, several answers would count against one response's size limit together.
  const logsClient = createPublicClient({ transport: http(rpcUrl, transport) });
  return {
    head: () => withRetry("eth_blockNumber", async () => Number(await client.getBlockNumber({ cacheTime: 0 })), retry),
    block: (number, withSenders) =>
      withRetry(
        `eth_getBlockByNumber ${number}`,
        async () => {
          // Raw: viem's getBlock formats every field of every transaction, and only their hash and sender are used.
          const block = (await client.request({ method: "eth_getBlockByNumber", params: [`0x${number.toString(16)}`, withSenders] })) as RpcBlock | null;
          if (block === null) throw new Error(`block ${number} is not there yet`);
          if (block.hash === null || block.number === null) throw new Error(`block ${number} is pending`);
          const senders = new Map<Hash, Address>();
          const valueTransactions: ValueTransaction[] = [];
          for (const tx of block.transactions) {
            if (typeof tx === "string") continue;
            const from = tx.from.toLowerCase();
            senders.set(tx.hash, from as Address);
            const value = BigInt(tx.value);
            if (value > 0n) valueTransactions.push({ hash: tx.hash, index: Number(tx.transactionIndex), from, to: tx.to?.toLowerCase() ?? null, value });
          }
          const header = { number: Number(block.number), hash: block.hash, parentHash: block.parentHash, timestamp: Number(block.timestamp), senders };
          return withSenders ? { ...header, valueTransactions } : header;
        },
        retry,
      ),
    logs: (fromBlock, toBlock, filter) =>
      withRetry(
        `eth_getLogs ${fromBlock}-${toBlock}`,
        async () => {
          const logs = await logsClient
            .request({
              method: "eth_getLogs",
              params: [
                {
                  fromBlock: `0x${fromBlock.toString(16)}`,
                  toBlock: `0x${toBlock.toString(16)}`,
                  topics: logTopics(filter),
                  ...(filter.address ? { address: filter.address } : {}),
                },
              ],
            })
            .catch((error: Error) => {
              // Asking again for the same range cannot make its answer smaller: the caller splits it.
              throw tooLarge(error) ? new LogsTooLargeError(`eth_getLogs ${fromBlock}-${toBlock}: ${error.message}`) : error;
            });
          if (!Array.isArray(logs)) throw new Error("eth_getLogs answered something other than a list");
          return logs.map(normaliseLog);
        },
        retry,
      ),
    succeeded: async (hashes) => {
      const receipts = await Promise.all(
        hashes.map((hash) =>
          withRetry(
            `eth_getTransactionReceipt ${hash}`,
            async () => {
              const receipt = (await client.request({ method: "eth_getTransactionReceipt", params: [hash] })) as { status: `0x${string}` } | null;
              if (receipt === null) throw new Error(`the receipt of ${hash} is not there yet`);
              return [hash, receipt.status === "0x1"] as const;
            },
            retry,
          ),
        ),
      );
      return new Map(receipts);
    },
    totalSupply: (address) => withRetry(`totalSupply of ${address}`, () => client.readContract({ address, abi: erc20Abi, functionName: "totalSupply" }), retry),
    token: async (address) => {
      // Each fact on its own: one that reverts (the function is absent) or that the node keeps failing is null, not a failed range.
      const read = <T>(functionName: "name" | "symbol" | "decimals" | "totalSupply") =>
        withRetry(
          `${functionName} of ${address}`,
          () =>
            (client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>).catch((error: Error) => {
              throw reverted(error) ? new FinalAnswerError(error.message) : error;
            }),
          retry,
        ).catch(() => null);
      const [name, symbol, decimals, totalSupply] = await Promise.all([
        read<string>("name"),
        read<string>("symbol"),
        read<number>("decimals"),
        read<bigint>("totalSupply"),
      ]);
      return { name, symbol, decimals: decimals === null ? null : Number(decimals), totalSupply };
    },
  };
}

/** The topics of an eth_getLogs filter: null matches anything, trailing nulls are left out. */
function logTopics({ topics, topic1, topic2 }: LogFilter): (Hash[] | null)[] {
  if (topic2 !== undefined) return [topics, topic1 ?? null, topic2];
  return topic1 !== undefined ? [topics, topic1] : [topics];
}

type RpcBlock = {
  number: `0x${string}` | null;
  hash: Hash | null;
  parentHash: Hash;
  timestamp: `0x${string}`;
  transactions: (Hash | { hash: Hash; from: Address; to: Address | null; value: `0x${string}`; transactionIndex: `0x${string}` })[];
};

type RpcLog = {
  address: string;
  topics: Hash[];
  data: `0x${string}`;
  blockNumber: `0x${string}` | null;
  blockHash: Hash | null;
  transactionHash: Hash | null;
  logIndex: `0x${string}` | null;
  transactionIndex: `0x${string}` | null;
  blockTimestamp?: `0x${string}`;
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
    blockTimestamp: log.blockTimestamp === undefined ? null : BigInt(log.blockTimestamp),
    removed: log.removed ?? false,
  };
}
