import { parseEther, type Abi, type Address } from "viem";
import { writeHistory } from "./history";
import { planMarket } from "./market-plan";
import { createCreators, createTraders } from "./population";
import { createRandom } from "./random";
import type { SimChain } from "./sim-chain";

export type MarketSize = { creators: number; traders: number };

/** The devnet's default market: dozens of creators, thousands of traders. */
export const DEFAULT_MARKET: MarketSize = { creators: 48, traders: 3000 };

/**
 * Fills the chain's past between `from` and `to` with a launchpad market that the same seed always
 * repeats: launches, buys, sells, rugs and graduations. Every participant is funded first.
 */
export async function simulateHistory(
  chain: SimChain,
  options: { seed: string; launchpad: Address; launchpadAbi: Abi; from: number; to: number; size?: MarketSize },
) {
  const size = options.size ?? DEFAULT_MARKET;
  const random = createRandom(options.seed);
  const creators = createCreators(options.seed, random.fork("creators"), size.creators);
  const traders = createTraders(options.seed, random.fork("traders"), size.traders);
  await chain.fund([...creators, ...traders].map((person) => person.address), parseEther("100000"));
  const actions = planMarket({ random: random.fork("market"), creators, traders, from: options.from, to: options.to });
  const written = await writeHistory(chain, {
    launchpad: options.launchpad,
    launchpadAbi: options.launchpadAbi,
    actions,
    after: options.from,
  });
  const count = (kind: string) => actions.filter((action) => action.kind === kind).length;
  return { ...written, launches: count("launch"), trades: count("buy") + count("sell"), bonded: count("bond") };
}
