import { type ChainConfig, chainConfig, devnetChainConfig, devnetContractsSchema } from "../../shared/chains";

/**
 * The chain in use: HyperEVM's known addresses, or on the devnet what its deploy manifest lists
 * (the stack passes the manifest's contracts in CHAIN_CONTRACTS).
 */
export function chainConfigFor(env: Env): ChainConfig {
  const rpcUrl = env.RPC_URL ?? chainConfig(env.CHAIN).rpcUrl;
  if (env.CHAIN === "hyperevm") return { ...chainConfig("hyperevm"), rpcUrl };
  const deployed = env.CHAIN_CONTRACTS === undefined ? {} : devnetContractsSchema.parse(JSON.parse(env.CHAIN_CONTRACTS));
  return devnetChainConfig(rpcUrl, deployed);
}
