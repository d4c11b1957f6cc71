import { type Address, getAddress } from "viem";
import { BlockClock } from "../block-clock";
import { devnetTokenArtifact, type HyperSwapDeployment } from "../hyperswap/deploy";
import { call } from "../hyperswap/transactions";
import type { SimChain } from "../simulator/sim-chain";
import { PLANTED_SUPPLY_CHANGES } from "./cases";
import { plantedBlocks } from "./planted-block";

/**
 * The stablecoins' issuance (PLANTED_SUPPLY_CHANGES), in one block just after the chain's latest, so it falls in the
 * day before the chain goes live: the deployer, their issuer, mints what grows and burns what it redeemed of the rest.
 */
export async function plantSupplyChanges(chain: SimChain, hyperswap: HyperSwapDeployment, deployer: Address): Promise<void> {
  const token = devnetTokenArtifact();
  const block = plantedBlocks(chain, new BlockClock(await chain.latestTimestamp()));
  await block(
    PLANTED_SUPPLY_CHANGES.map(({ symbol, change }) => {
      const coin = hyperswap.stablecoins.find((stable) => stable.symbol === symbol);
      if (coin === undefined) throw new Error(`HyperSwap was deployed without ${symbol}`);
      const units = BigInt(Math.abs(change)) * 10n ** BigInt(coin.decimals);
      const address = getAddress(coin.address);
      return { from: deployer, ...(change > 0 ? call(token, address, "mint", [deployer, units], 100_000n) : call(token, address, "burn", [units], 100_000n)) };
    }),
  );
}
