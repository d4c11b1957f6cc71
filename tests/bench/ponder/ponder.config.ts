// Ponder indexing the benchmark's devnet chain: the launchpad's launches and curve trades, the V2
// factory's pairs and every V2 pair's swaps (found through PairCreated). tests/bench/backfill-vs-ponder.ts
// passes the RPC and the addresses in the environment.
import { createConfig, factory } from "ponder";
import { getAbiItem, http } from "viem";
import { launchpadAbi, v2FactoryAbi, v2PairAbi } from "../../../workers/chain/abis";

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (tests/bench/backfill-vs-ponder.ts sets it)`);
  return value;
};
const v2Factory = required("BENCH_V2_FACTORY") as `0x${string}`;

export default createConfig({
  networks: {
    devnet: { chainId: 999, transport: http(required("BENCH_RPC_URL")), maxRequestsPerSecond: 1000 },
  },
  contracts: {
    LiquidLaunch: { network: "devnet", abi: launchpadAbi, address: required("BENCH_LAUNCHPAD") as `0x${string}`, startBlock: 0 },
    V2Factory: { network: "devnet", abi: v2FactoryAbi, address: v2Factory, startBlock: 0 },
    V2Pair: {
      network: "devnet",
      abi: v2PairAbi,
      address: factory({ address: v2Factory, event: getAbiItem({ abi: v2FactoryAbi, name: "PairCreated" }), parameter: "pair" }),
      startBlock: 0,
    },
  },
});
