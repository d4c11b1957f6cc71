import type { LendingContracts } from "../../shared/lending/contracts";
import { addressSchema } from "../../shared/schemas/primitives";
import { z } from "../../shared/schemas/zod";

/** What only the devnet has beside the lending pool: the price feeds its keeper pushes and UBTC's reference pair. */
export const lendingDevnetSchema = z.object({
  /** contracts/ReferencePriceFeed.sol per reserve symbol, and "USD" (1 USD, the UI data provider's reference). */
  feeds: z.record(z.string(), addressSchema()),
  /** The HyperSwap V2 UBTC/USDT0 pair that gives UBTC its USD price. */
  ubtcUsdt0Pair: addressSchema(),
  /** Owns the feeds and administers the pool (the devnet's deployer). */
  admin: addressSchema(),
});
export type LendingDevnet = z.infer<typeof lendingDevnetSchema>;

/** The deployed pool and the devnet's side of it: what the simulator's lending agents act on. */
export type LendingVenue = { contracts: LendingContracts; devnet: LendingDevnet };

/** The lending venue a manifest describes, if its devnet deployed one. */
export function lendingVenue(manifest: { contracts: { lending?: LendingContracts | null }; lending?: LendingDevnet }): LendingVenue | undefined {
  const contracts = manifest.contracts.lending;
  return contracts && manifest.lending ? { contracts, devnet: manifest.lending } : undefined;
}
