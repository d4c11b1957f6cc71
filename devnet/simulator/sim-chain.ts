import type { Address, Hex } from "viem";

/** A transaction the simulator sends from an impersonated account: no keys, fixed gas; no `to` deploys. */
export type SimTransaction = { from: Address; to?: Address; data?: Hex; value?: bigint; gas: bigint };

export type SimLog = { address: Address; topics: [Hex, ...Hex[]]; data: Hex };
export type SimReceipt = { status: Hex; contractAddress: Address | null; gasUsed: Hex; effectiveGasPrice: Hex; logs: SimLog[] };

type RpcAnswer = { id: number; result?: unknown; error?: { message: string } };

/**
 * The simulator's view of anvil: batched JSON-RPC, impersonated senders and a clock it moves itself.
 * History is written by queueing transactions and mining each block at a chosen past timestamp;
 * `goLive` then sets the clock to now and lets anvil mine a block every second.
 */
export function simChain(rpcUrl: string) {
  let nextId = 0;

  async function batch(calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const body = calls.map((call) => ({ jsonrpc: "2.0", id: ++nextId, ...call }));
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answers = (await response.json()) as RpcAnswer[];
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    return body.map((call) => {
      const answer = byId.get(call.id);
      if (answer?.error) throw new Error(`${call.method} failed: ${answer.error.message}`);
      return answer?.result;
    });
  }

  const call = async (method: string, params: unknown[] = []) => (await batch([{ method, params }]))[0];
  const hex = (value: bigint) => `0x${value.toString(16)}`;

  async function send(transactions: readonly SimTransaction[]): Promise<Hex[]> {
    return (await batch(
      transactions.map((tx) => ({
        method: "eth_sendTransaction",
        params: [
          {
            from: tx.from,
            ...(tx.to === undefined ? {} : { to: tx.to }),
            data: tx.data ?? "0x",
            value: hex(tx.value ?? 0n),
            gas: hex(tx.gas),
          },
        ],
      })),
    )) as Hex[];
  }

  return {
    call,
    /** Lets any address send transactions, so traders need no private keys. */
    impersonateEveryone: () => call("anvil_autoImpersonateAccount", [true]),
    fund: (addresses: readonly Address[], wei: bigint) => batch(addresses.map((address) => ({ method: "anvil_setBalance", params: [address, hex(wei)] }))),
    /**
     * Queues transactions for the next mined block in one batch; returns their hashes. anvil handles a
     * batch concurrently, so the block's order is its own: for dependent transactions use `sendInOrder`.
     */
    send,
    /** Queues transactions one request after another, so the next block holds them in this order. */
    sendInOrder: async (transactions: readonly SimTransaction[]) => {
      const hashes: Hex[] = [];
      for (const transaction of transactions) hashes.push(...(await send([transaction])));
      return hashes;
    },
    /** Receipts of mined transactions; a reverted one fails loudly, naming its position. */
    receipts: async (hashes: readonly Hex[]) => {
      const receipts = (await batch(hashes.map((hash) => ({ method: "eth_getTransactionReceipt", params: [hash] })))) as (SimReceipt | null)[];
      return receipts.map((receipt, index) => {
        if (receipt === null) throw new Error(`transaction ${index} (${hashes[index]}) was not mined`);
        if (receipt.status !== "0x1") throw new Error(`transaction ${index} (${hashes[index]}) reverted`);
        return receipt;
      });
    },
    /** Mines the queued transactions into one block stamped `timestamp` (unix seconds). */
    mineAt: (timestamp: number) => call("evm_mine", [{ timestamp }]),
    latestTimestamp: async () => {
      const block = (await call("eth_getBlockByNumber", ["latest", false])) as { timestamp: Hex };
      return Number(BigInt(block.timestamp));
    },
    /** From here on anvil's clock is real time and it mines a block every second. */
    goLive: async (nowSeconds: number) => {
      await call("evm_setTime", [nowSeconds]);
      await call("evm_setIntervalMining", [1]);
    },
  };
}

export type SimChain = ReturnType<typeof simChain>;
