import type { Abi, Address } from "viem";
import type { BlockClock } from "../block-clock";
import type { HyperSwapDeployment } from "../hyperswap/deploy";
import type { SimChain } from "../simulator/sim-chain";
import { plantBundledLaunch } from "./bundled-launch";
import type { PlantedCases } from "./cases";
import { plantedBlocks } from "./planted-block";
import { plantRugCreator } from "./rug-creator";
import { plantTrapTokens } from "./trap-tokens";

/**
 * Plants the cases the tools must find, on every fresh devnet (history or not) right after the contracts:
 * the trap tokens for the sniffer, a creator whose launches rug, and a bundled launch for the bubble map.
 * About an hour and a quarter of chain time, at the times `clock` hands out.
 */
export async function plantCases(
  chain: SimChain,
  venues: { launchpad: Address; launchpadAbi: Abi; hyperswap: HyperSwapDeployment; clock: BlockClock },
): Promise<PlantedCases> {
  const block = plantedBlocks(chain, venues.clock);
  const traps = await plantTrapTokens(chain, venues.hyperswap, block);
  const rugCreator = await plantRugCreator(chain, venues.launchpad, venues.launchpadAbi, block);
  const bundle = await plantBundledLaunch(chain, venues.launchpad, venues.launchpadAbi, block);
  return { traps, rugCreator, bundle };
}
