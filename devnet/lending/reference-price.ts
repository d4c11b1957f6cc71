import type { Address } from "viem";
import { call } from "../hyperswap/transactions";
import type { SimChain } from "../simulator/sim-chain";
import { priceFeedArtifact } from "./deploy";
import type { LendingDevnet } from "./manifest";
import { usd8 } from "./parameters";

/**
 * Sets a reserve's oracle price on the devnet (its ReferencePriceFeed, owned by the devnet's admin) and mines
 * it, for tests that move a price by hand: drop WHYPE and positions become liquidatable. The simulator's
 * keeper pushes the reference pools' price again once they move further than its threshold.
 */
export async function setReferencePrice(chain: SimChain, lending: LendingDevnet, symbol: string, usdPrice: number): Promise<void> {
  const feed = lending.feeds[symbol];
  if (feed === undefined) throw new Error(`no price feed for ${symbol}`);
  const [hash] = await chain.send([{ from: lending.admin as Address, ...call(priceFeedArtifact(), feed as Address, "setPrice", [usd8(usdPrice)], 200_000n) }]);
  await chain.call("evm_mine", []);
  await chain.receipts([hash!]);
}
