import type { Hex } from "viem";
import { type BlockPoll, pollNewBlocks } from "../block-poll";
import type { NftDeployment } from "../nft/collections";
import { nftBookFromChain } from "./nft-chain-book";
import { nftTrader } from "./nft-trades";
import { createRandom } from "./random";
import type { SimChain, SimTransaction } from "./sim-chain";

/** Mean seconds between random market moves, and between wash trades: history's pace, and live's. */
export const NFT_PACE = { history: { move: 900, wash: 5 * 3600 }, live: { move: 20, wash: 240 } };

/** The market's moves due by `now` from `from` on, at `pace`: random moves and wash trades interleaved in time. */
async function nftMarket(chain: SimChain, deployment: NftDeployment, seed: string, from: number, pace: { move: number; wash: number }) {
  const random = createRandom(`${seed}/nft/${from}`);
  const trader = nftTrader(deployment, await nftBookFromChain(chain, deployment), random);
  let nextMove = from + random.exponential(pace.move);
  let nextWash = from + random.exponential(pace.wash);
  let round = 0;
  return (now: number): SimTransaction[] => {
    const due: SimTransaction[] = [];
    while (Math.min(nextMove, nextWash) < now) {
      if (nextWash <= nextMove) {
        due.push(...trader.washMove(round++));
        nextWash += random.exponential(pace.wash);
      } else {
        due.push(...trader.randomMove());
        nextMove += random.exponential(pace.move);
      }
    }
    return due;
  };
}

/**
 * The chain with NFT trading written into its past: before each history block is mined, the market's
 * moves due by its time join it (after the block's other transactions). `check` fails loudly if any reverted.
 */
export async function withNftHistory(chain: SimChain, deployment: NftDeployment, seed: string, from: number) {
  const due = await nftMarket(chain, deployment, seed, from, NFT_PACE.history);
  const sent: Hex[] = [];
  const history: SimChain = {
    ...chain,
    mineAt: async (timestamp: number) => {
      sent.push(...(await chain.sendInOrder(due(timestamp))));
      return chain.mineAt(timestamp);
    },
  };
  return { chain: history, check: async () => void (await chain.receipts(sent)), trades: () => sent.length };
}

/** Live NFT trading: each new block gets the moves due by now, sent in order for the next block. */
export async function runNftLive(chain: SimChain, deployment: NftDeployment, seed: string, log: (line: string) => void): Promise<BlockPoll> {
  const due = await nftMarket(chain, deployment, seed, Math.floor(Date.now() / 1000), NFT_PACE.live);
  return pollNewBlocks(chain, "nft market", async () => void (await chain.sendInOrder(due(Math.floor(Date.now() / 1000)))), log);
}
