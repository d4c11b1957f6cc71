import { setTimeout as sleep } from "node:timers/promises";
import type { SimChain } from "./simulator/sim-chain";

const POLL_MS = 200;

export type BlockPoll = { stop: () => Promise<void> };

/**
 * Calls `onBlock` once for every new head anvil mines, polling every 200 ms until stopped. A failure (anvil
 * restarting, a rejected transaction) is handed to `onError` and logged once per message; the next new block
 * tries again.
 */
export function pollNewBlocks(
  chain: SimChain,
  name: string,
  onBlock: (head: bigint) => Promise<void>,
  log: (line: string) => void,
  onError: () => void = () => {},
): BlockPoll {
  let stopped = false;
  let lastHead: bigint | undefined;
  const seenErrors = new Set<string>();
  const loop = (async () => {
    while (!stopped) {
      try {
        const head = BigInt((await chain.call("eth_blockNumber")) as string);
        if (head !== lastHead) {
          lastHead = head;
          await onBlock(head);
        }
      } catch (error) {
        onError();
        const message = error instanceof Error ? error.message : String(error);
        if (!seenErrors.has(message)) log(`${name}: ${message}`);
        seenErrors.add(message);
      }
      await sleep(POLL_MS);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
