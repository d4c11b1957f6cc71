import { nftBookFromChain } from "../simulator/nft-chain-book";
import { nftTrader } from "../simulator/nft-trades";
import { createRandom } from "../simulator/random";
import type { SimChain } from "../simulator/sim-chain";
import type { NftDeployment } from "./collections";

/**
 * The market's first trades, in the deployment's last two blocks, so that a devnet without written history
 * (the test suite's) has listings, sales and offers, and one wash trade of each kind: a sale to a wallet the
 * seller funded, a pair's sale and its way back, a seller buying its own listing.
 */
export async function openNftMarket(chain: SimChain, deployment: NftDeployment, blockTime: () => number): Promise<void> {
  const trader = nftTrader(deployment, await nftBookFromChain(chain, deployment), createRandom("nft opening"));
  for (const moves of [[...trader.openingMoves(), ...[0, 1, 2].flatMap((round) => trader.washMove(round))], trader.washMove(3)]) {
    const hashes = await chain.sendInOrder(moves);
    await chain.mineAt(blockTime());
    await chain.receipts(hashes);
  }
}
