import { WHYPE_ADDRESS } from "./addresses";
import { lendingContractsSchema } from "./lending/contracts";
import { addressSchema } from "./schemas/primitives";
import { whitelistCampaignSchema } from "./schemas/whitelist";
import { z } from "./schemas/zod";

const contract = addressSchema();

export const stablecoinSchema = z.object({ address: contract, symbol: z.string(), decimals: z.number().int() });
export type Stablecoin = z.infer<typeof stablecoinSchema>;

/** Where the app finds the chain and its contracts. The devnet's addresses come from its deploy manifest. */
export const chainConfigSchema = z.object({
  name: z.enum(["devnet", "hyperevm"]),
  chainId: z.number().int(),
  rpcUrl: z.url(),
  explorerUrl: z.url().nullable(),
  contracts: z.object({
    whype: contract,
    launchpad: contract.nullable(),
    /** Our TradeGuard on the launchpad (contracts/TradeGuard.sol): curve trades go through it, with a minimum and a deadline. */
    tradeGuard: contract.nullable(),
    v2Factory: contract.nullable(),
    v2Router: contract.nullable(),
    v3Factory: contract.nullable(),
    v3PositionManager: contract.nullable(),
    v3SwapRouter: contract.nullable(),
    /** QuoterV2: execution quotes of V3 pools (the sniffer's and the peg tracker's). */
    v3Quoter: contract.nullable(),
    multicall3: contract.nullable(),
    /** Our NFT marketplace (contracts/NftMarket.sol): the devnet's; mainnet has none we index. */
    nftMarket: contract.nullable(),
    stablecoins: z.array(stablecoinSchema),
    /** The pools that give HYPE and the stablecoins their USD prices. */
    referencePools: z.object({
      v2WhypeUsdt0: contract.nullable(),
      v3WhypeUsdt0: contract.nullable(),
      v3UsdcUsdt0: contract.nullable(),
    }),
    /** HyperLend, the Aave v3 lending pool (shared/lending/contracts.ts); null where none is deployed. */
    lending: lendingContractsSchema.nullable(),
    /** Allowlist mints and airdrops whose published trees the whitelist checker knows. */
    whitelistCampaigns: z.array(whitelistCampaignSchema),
  }),
});
export type ChainConfig = z.infer<typeof chainConfigSchema>;

/** GET /api/v1/config: what the browser may know of the chain (never the RPC URL, which can carry a key). */
export const publicChainConfigSchema = chainConfigSchema.pick({ chainId: true, explorerUrl: true, contracts: true });
export type PublicChainConfig = z.infer<typeof publicChainConfigSchema>;
export type ChainName = ChainConfig["name"];

const CHAINS: Record<ChainName, ChainConfig> = {
  devnet: {
    name: "devnet",
    chainId: 999,
    rpcUrl: "http://127.0.0.1:8545",
    explorerUrl: null,
    contracts: {
      whype: WHYPE_ADDRESS,
      launchpad: null,
      tradeGuard: null,
      v2Factory: null,
      v2Router: null,
      v3Factory: null,
      v3PositionManager: null,
      v3SwapRouter: null,
      v3Quoter: null,
      multicall3: null,
      nftMarket: null,
      stablecoins: [],
      referencePools: { v2WhypeUsdt0: null, v3WhypeUsdt0: null, v3UsdcUsdt0: null },
      lending: null,
      whitelistCampaigns: [],
    },
  },
  // Addresses and their sources: ../shared/HYPEREVM.md of the team's reference notes.
  hyperevm: {
    name: "hyperevm",
    chainId: 999,
    rpcUrl: "https://rpc.hyperliquid.xyz/evm",
    explorerUrl: "https://hyperevmscan.io",
    contracts: {
      whype: WHYPE_ADDRESS,
      launchpad: "0xDEC3540f5BA6f2aa3764583A9c29501FeB020030",
      // CREATE2 through the deterministic deployer; docs/trade-guard.md deploys it, tests/unit/devnet/trade-guard/deterministic.test.ts checks it.
      tradeGuard: "0x3B26d25c123297858F8C2211608352Dc8A118cAB",
      v2Factory: "0x724412C00059bf7d6ee7d4a1d0D5cd4de3ea1C48",
      v2Router: "0xb4a9C4e6Ea8E2191d2FA5B380452a634Fb21240A",
      v3Factory: "0xB1c0fa0B789320044A6F623cFe5eBda9562602E3",
      v3PositionManager: "0x6eDA206207c09e5428F281761DdC0D300851fBC8",
      v3SwapRouter: "0x4E2960a8cd19B467b82d26D83fAcb0fAE26b094D",
      v3Quoter: "0x03A918028f22D9E1473B7959C927AD7425A45C7C",
      multicall3: "0xcA11bde05977b3631167028862bE2a173976CA11",
      nftMarket: null,
      stablecoins: [
        { address: "0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb", symbol: "USDT0", decimals: 6 },
        { address: "0xb88339CB7199b77E23DB6E890353E22632Ba630f", symbol: "USDC", decimals: 6 },
        { address: "0xb50A96253aBDF803D85efcDce07Ad8becBc52BD5", symbol: "USDHL", decimals: 6 },
      ],
      // USDC/USDT0 has no known V3 pool; USDHL/USDT0 0.01% is 0x1aa07e8377d70b033ba139e007d51edf689b2ed3.
      referencePools: { v2WhypeUsdt0: null, v3WhypeUsdt0: "0x337b56d87a6185cd46af3ac2cdf03cbc37070c30", v3UsdcUsdt0: null },
      // HyperLend; the ProtocolDataProvider is unverified. The null addresses are the chain's answers, read when the
      // ingestor starts (workers/lending/resolve-lending.ts).
      lending: {
        pool: "0x00A89d7a5A02160f20150EbEA7a2b5E4879A1A8b",
        poolAddressesProvider: "0x72c98246a98bFe64022a3190e7710E157497170C",
        poolConfigurator: null,
        aclManager: null,
        oracle: null,
        protocolDataProvider: "0x5481bf8d3946E6A3168640c1D7523eB59F055a29",
        uiPoolDataProvider: "0x3Bb92CF81E38484183cc96a4Fb8fBd2d73535807",
        wrappedTokenGateway: "0x49558c794ea2aC8974C9F27886DDfAa951E99171",
        reserves: [
          { symbol: "WHYPE", underlying: WHYPE_ADDRESS, decimals: 18, aToken: null, variableDebtToken: null, stableDebtToken: null },
          {
            symbol: "USDT0",
            underlying: "0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb",
            decimals: 6,
            aToken: null,
            variableDebtToken: null,
            stableDebtToken: null,
          },
          {
            symbol: "USDC",
            underlying: "0xb88339CB7199b77E23DB6E890353E22632Ba630f",
            decimals: 6,
            aToken: null,
            variableDebtToken: null,
            stableDebtToken: null,
          },
          {
            symbol: "UBTC",
            underlying: "0x9FDBdA0A5e284c32744D2f17Ee5c74B284993463",
            decimals: 8,
            aToken: null,
            variableDebtToken: null,
            stableDebtToken: null,
          },
        ],
      },
      // HYPEREVM.md names no allowlist campaign on mainnet.
      whitelistCampaigns: [],
    },
  },
};

export function chainConfig(name: ChainName): ChainConfig {
  return CHAINS[name];
}

/** What a running devnet deployed (its manifest's contracts), laid over the devnet's defaults. */
export const devnetContractsSchema = chainConfigSchema.shape.contracts.partial();
export type DevnetContracts = z.infer<typeof devnetContractsSchema>;

export function devnetChainConfig(rpcUrl: string, deployed: DevnetContracts): ChainConfig {
  const base = CHAINS.devnet;
  return chainConfigSchema.parse({ ...base, rpcUrl, contracts: { ...base.contracts, ...deployed } });
}
