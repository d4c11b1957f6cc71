// The moment each new block reached us: eth_subscribe newHeads over the node's WebSocket (viem's webSocket transport),
// the start of a latency measured from the chain's side rather than from a receipt poll.
import { createPublicClient, webSocket } from "viem";

export type HeadClock = {
  /** Epoch milliseconds at which block `number`'s newHeads notification arrived (waits for it). */
  arrivedAt: (number: bigint) => Promise<number>;
  stop: () => Promise<void>;
};

/** Starts listening to `wsUrl`'s new heads; resolves once the subscription is open. */
export async function startHeadClock(wsUrl: string): Promise<HeadClock> {
  const client = createPublicClient({ transport: webSocket(wsUrl) });
  const arrivals = new Map<bigint, number>();
  const waiting = new Map<bigint, (at: number) => void>();
  const { unsubscribe } = await client.transport.subscribe({
    params: ["newHeads"],
    onData: (data: { result?: { number?: string } }) => {
      const now = Date.now();
      if (data.result?.number === undefined) return;
      const number = BigInt(data.result.number);
      arrivals.set(number, now);
      waiting.get(number)?.(now);
      waiting.delete(number);
    },
    onError: (error: Error) => console.error("head clock:", error.message),
  });
  return {
    arrivedAt: (number) => {
      const at = arrivals.get(number);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => waiting.set(number, resolve));
    },
    stop: async () => {
      await unsubscribe();
      const rpc = await client.transport.getRpcClient();
      rpc.close();
    },
  };
}
