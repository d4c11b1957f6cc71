import type { BlockClock } from "../block-clock";
import { sendInRounds } from "../simulator/send-in-rounds";
import type { SimChain, SimReceipt, SimTransaction } from "../simulator/sim-chain";

/** Mines one planted block, `secondsLater` after the last: its transactions in the order given, every one succeeding. */
export type PlantedBlock = (transactions: SimTransaction[], secondsLater?: number) => Promise<SimReceipt[]>;

export function plantedBlocks(chain: SimChain, clock: BlockClock): PlantedBlock {
  return async (transactions, secondsLater = 2) => {
    // One lane: each transaction reaches anvil after the one before it, so the block holds them in this order.
    const hashes = await sendInRounds(
      chain,
      transactions.map((transaction) => ({ lane: "planted", transaction })),
    );
    await chain.mineAt(clock.advance(secondsLater));
    return chain.receipts(hashes);
  };
}
