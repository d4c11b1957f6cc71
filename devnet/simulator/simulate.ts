import { type Abi, type Address, parseEther } from "viem";
import { formatCount, type ProgressUpdate } from "../../processes/progress";
import type { HyperSwapDeployment } from "../hyperswap/deploy";
import { launchpadTokenCount } from "../launchpad/token-count";
import { HISTORY_LENDING_PACE, lendingAgents } from "../lending/agents";
import type { LendingVenue } from "../lending/manifest";
import type { ActionKind, MarketAction } from "./actions";
import { dexAgents, HISTORY_DEX_PACE } from "./dex-agents";
import { type DexMarket, setUpDexMarket } from "./dex-setup";
import { launchedTokenAddress, writeHistory } from "./history";
import { launchAgents } from "./launches";
import { createMarket, type Market } from "./market";
import { type Creator, createCreators, createTraders, type Trader } from "./population";
import type { DepegEpisode } from "./price-paths";
import { createRandom, type Random } from "./random";
import type { SimChain } from "./sim-chain";
import { HISTORY_SCALE } from "./token-life";
import { transactionBuilder } from "./transactions";

export type MarketSize = { creators: number; traders: number };

/** The devnet's default market: dozens of creators, thousands of traders. */
export const DEFAULT_MARKET: MarketSize = { creators: 48, traders: 3000 };

/** What the simulated market trades on: the launchpad and HyperSwap, deployed by `deployer`. */
export type MarketVenues = { deployer: Address; launchpad: Address; launchpadAbi: Abi; hyperswap: HyperSwapDeployment; lending?: LendingVenue };

/** A market that history was written for, ready to go on live (devnet/simulator/live.ts). */
export type SimulatedMarket = MarketVenues & {
  seed: string;
  market: Market;
  random: Random;
  dex: DexMarket;
  creators: readonly Creator[];
  traders: readonly Trader[];
  /** Numbers launched tokens in launch order. */
  nextTokenId: () => number;
  /** Addresses of launched tokens by id, as far as known. */
  tokens: Map<number, Address>;
};

const TRADES: readonly ActionKind[] = ["buy", "sell", "v2-buy", "v2-sell", "v3-buy", "v3-sell"];

/** Counts of what a list of actions does, for logs, benches and tests. */
export function tally(actions: readonly MarketAction[]) {
  const count = (...kinds: ActionKind[]) => actions.filter((action) => kinds.includes(action.kind)).length;
  return {
    launches: count("launch"),
    trades: count(...TRADES),
    curveTrades: count("buy", "sell"),
    v2Trades: count("v2-buy", "v2-sell"),
    v3Trades: count("v3-buy", "v3-sell"),
    bonded: count("bond"),
    liquidityAdded: count("v2-add", "v3-mint"),
    liquidityRemoved: count("v2-remove", "v3-remove"),
    steered: count("steer-v2", "steer-v3"),
  };
}

/**
 * Sets up the DEX side of the market at `from` (established tokens, their pools, the arbitrageur, DEX
 * traders and liquidity providers), then fills the chain's past up to `to` with a market that the same
 * seed always repeats: launches, buys, sells, rugs and graduations on the launchpad; bonded tokens and
 * established tokens traded on HyperSwap V2/V3; liquidity added and removed; HYPE's USD price and the
 * USDC peg drifting on the reference pools (with the planted depegs). Every participant is funded first.
 */
export async function simulateHistory(
  chain: SimChain,
  options: MarketVenues & {
    seed: string;
    from: number;
    to: number;
    size?: MarketSize;
    plantedDepegs?: readonly DepegEpisode[];
    report?: (update: ProgressUpdate) => void;
  },
) {
  let clock = options.from;
  const people = population(options.seed, options.size);
  await chain.fund(
    [...people.creators, ...people.traders].map((person) => person.address),
    parseEther("100000"),
  );
  const dex = await setUpDexMarket(chain, { seed: options.seed, deployer: options.deployer, hyperswap: options.hyperswap, blockTime: () => (clock += 2) });
  const simulated = simulatedMarket(options, dex, options.size);
  const { market, creators, traders } = simulated;
  const window = { from: clock, to: options.to };
  market.add(
    ...launchAgents({
      ...window,
      market,
      random: simulated.random.fork("market"),
      creators,
      traders,
      speedup: 1,
      scale: HISTORY_SCALE,
      v2Router: dex.v2Router,
      nextId: simulated.nextTokenId,
    }),
    ...dexAgents({
      ...window,
      dex,
      seed: options.seed,
      random: simulated.random.fork("dex"),
      pace: HISTORY_DEX_PACE,
      plantedDepegs: options.plantedDepegs,
    }),
    ...(options.lending
      ? lendingAgents(chain, {
          ...window,
          venue: options.lending,
          hyperswap: options.hyperswap,
          seed: options.seed,
          random: simulated.random.fork("lending"),
          pace: HISTORY_LENDING_PACE,
          opening: true,
        })
      : []),
  );
  const actions = market.until(options.to);
  const stats = tally(actions);
  // Only history launches from here on, so its n-th token is the launchpad's n-th contract after those it already made.
  const launchedBefore = await launchpadTokenCount(chain, options.launchpad, options.launchpadAbi);
  for (let id = 0; id < stats.launches; id++) simulated.tokens.set(id, launchedTokenAddress(options.launchpad, launchedBefore + id));
  const build = transactionBuilder({
    chain,
    launchpad: options.launchpad,
    launchpadAbi: options.launchpadAbi,
    dex,
    tokenAddress: (id) => simulated.tokens.get(id),
  });
  const written = await writeHistory(chain, {
    build,
    actions,
    after: clock,
    until: options.to,
    onBlock: (sofar, actionsDone) =>
      options.report?.({
        done: actionsDone,
        total: actions.length,
        detail: `${formatCount(sofar.blocks)} blocks, ${formatCount(sofar.transactions)} transactions`,
      }),
  });
  return { stats: { ...stats, blocks: written.blocks, transactions: written.transactions, skipped: written.skipped }, market: simulated };
}

/** The creators and traders of the market of `seed`. */
function population(seed: string, size: MarketSize = DEFAULT_MARKET) {
  const random = createRandom(seed);
  return { creators: createCreators(seed, random.fork("creators"), size.creators), traders: createTraders(seed, random.fork("traders"), size.traders) };
}

/**
 * The market of `seed` with nothing planned yet: after history it goes on with what history left
 * alive; after a restart (history written by an earlier run) it starts afresh with the same people.
 */
export function simulatedMarket(venues: MarketVenues & { seed: string }, dex: DexMarket, size?: MarketSize): SimulatedMarket {
  let tokenCount = 0;
  return {
    ...venues,
    ...population(venues.seed, size),
    market: createMarket(),
    random: createRandom(venues.seed),
    dex,
    nextTokenId: () => tokenCount++,
    tokens: new Map(),
  };
}
