import { sqrtPriceX96 } from "../hyperswap/reference-prices";
import type { MarketAction } from "../simulator/actions";
import { REFERENCE_FEES } from "../simulator/dex-agents";
import { dexMarket, poolKey } from "../simulator/dex-setup";
import { writeHistory } from "../simulator/history";
import { type DepegEpisode, depegOffset } from "../simulator/price-paths";
import type { SimChain } from "../simulator/sim-chain";
import type { MarketVenues } from "../simulator/simulate";
import { transactionBuilder } from "../simulator/transactions";
import { PLANTED_DEPEG } from "./cases";

const HOUR = 3600;
/** The deployer's steps along the depeg: one swap every ten minutes (stable health reads 15-minute candles). */
const STEP = 600;

/** The planted depeg of a devnet that goes live at `liveAt` (unix seconds). */
export function plantedDepegEpisode(liveAt: number): DepegEpisode {
  const duration = PLANTED_DEPEG.hours * HOUR;
  return { start: liveAt - PLANTED_DEPEG.endsHoursBeforeLive * HOUR - duration, duration, depth: PLANTED_DEPEG.worstBps / 10_000 };
}

/**
 * Writes the planted depeg into a chain whose simulated history does not reach back to it: the deployer, who holds
 * the stablecoins HyperSwap's deploy minted, swaps USDC/USDT0 to the episode's price every STEP seconds from just
 * before it to just after, when the pool is back at 1. Answers the time of its last block.
 */
export async function plantStableDepeg(chain: SimChain, venues: MarketVenues, seed: string, episode: DepegEpisode): Promise<number> {
  const dex = dexMarket(seed, venues.hyperswap, []);
  const lane = "planted-depeg";
  const pool = poolKey(dex.usdc, dex.usdt0, REFERENCE_FEES.usdcUsdt0);
  const from = episode.start - 2 * STEP;
  const until = episode.start + episode.duration + STEP;
  const approvals: MarketAction[] = [dex.usdc, dex.usdt0].map((token) => ({
    kind: "approve",
    at: from,
    lane,
    owner: venues.deployer,
    token,
    spender: dex.v3SwapRouter,
  }));
  const steps: MarketAction[] = [];
  for (let at = from + STEP; at <= until; at += STEP) {
    const price = 1 + depegOffset(episode, at);
    const target = sqrtPriceX96({ base: { address: dex.usdc, decimals: 6 }, quote: { address: dex.usdt0, decimals: 6 }, quotePerBase: price });
    steps.push({ kind: "steer-v3", at, lane, pool, trader: venues.deployer, sqrtPriceX96: target });
  }
  const build = transactionBuilder({ chain, launchpad: venues.launchpad, launchpadAbi: venues.launchpadAbi, dex, tokenAddress: () => undefined });
  await writeHistory(chain, { build, actions: [...approvals, ...steps], after: from, until });
  return chain.latestTimestamp();
}
