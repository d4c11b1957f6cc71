import * as swaps from "../stores/swaps";

/** The traders who bought a launchpad token on its curve in the block it was created in (a bundle's buyers). */
export async function launchBlockBuyers(env: swaps.SwapsEnv, token: string): Promise<string[]> {
  const launchBlock = await swaps.inLaunchBlock(env, token);
  return [...new Set(launchBlock.filter((swap) => swap.is_buy === 1).map((swap) => swap.trader_address))];
}
