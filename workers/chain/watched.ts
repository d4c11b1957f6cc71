import type { ChainConfig } from "../../shared/chains";
import { type LendingWatched, lendingWatched } from "../lending/lending-watched";

/** The contracts whose events define the markets. */
export type Watched = {
  launchpad: string | null;
  /** Our trade guard on the launchpad: its curve trades are its callers', and tokens only pass through it. */
  tradeGuard: string | null;
  v2Factory: string | null;
  v3Factory: string | null;
  /** Our NFT marketplace (contracts/NftMarket.sol), where the chain has one. */
  nftMarket: string | null;
  stablecoins: Set<string>;
  /** WHYPE/stablecoin pools: their prices are HYPE's USD price. */
  hypeReferencePools: Set<string>;
  lending: LendingWatched | null;
};

const lower = (address: string | null) => (address === null ? null : address.toLowerCase());

/** The contracts of the chain in use whose events define the markets (see GET /api/v1/config). */
export function watchedContracts(config: ChainConfig): Watched {
  const { contracts } = config;
  const stablecoins = new Set(contracts.stablecoins.map((coin) => coin.address.toLowerCase()));
  // A WHYPE/stablecoin pool prices HYPE; the stable/stable pool does not.
  const hypePools = [contracts.referencePools.v2WhypeUsdt0, contracts.referencePools.v3WhypeUsdt0];
  return {
    launchpad: lower(contracts.launchpad),
    tradeGuard: lower(contracts.tradeGuard),
    v2Factory: lower(contracts.v2Factory),
    v3Factory: lower(contracts.v3Factory),
    nftMarket: lower(contracts.nftMarket),
    stablecoins,
    hypeReferencePools: new Set(hypePools.flatMap((pool) => (pool === null ? [] : [pool.toLowerCase()]))),
    lending: lendingWatched(contracts.lending),
  };
}
