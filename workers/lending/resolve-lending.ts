import { type Address, getAddress, type PublicClient, parseAbi, zeroAddress } from "viem";
import { LENDING_ABIS } from "../../shared/lending/abi";
import type { LendingContracts } from "../../shared/lending/contracts";

const providerAbi = parseAbi([
  "function getPoolConfigurator() view returns (address)",
  "function getACLManager() view returns (address)",
  "function getPriceOracle() view returns (address)",
]);

type ReserveData = { aTokenAddress: Address; stableDebtTokenAddress: Address; variableDebtTokenAddress: Address };

/**
 * The lending contracts with every address the config leaves null answered by the chain: the configurator, ACL
 * manager and oracle by the PoolAddressesProvider, each reserve's aToken and debt tokens by the pool's own
 * getReserveData. A chain's config names only what no view answers (the pool, the provider, the reserves), so the
 * devnet and mainnet go through the same reads. One batch of eth_calls; a configured address is kept as it is.
 */
export async function resolveLending(client: PublicClient, lending: LendingContracts): Promise<LendingContracts> {
  const provider = lending.poolAddressesProvider as Address;
  const view = (functionName: "getPoolConfigurator" | "getACLManager" | "getPriceOracle") =>
    client.readContract({ address: provider, abi: providerAbi, functionName }).then((address) => getAddress(address));
  const [poolConfigurator, aclManager, oracle, reserves] = await Promise.all([
    lending.poolConfigurator ?? view("getPoolConfigurator"),
    lending.aclManager ?? view("getACLManager"),
    lending.oracle ?? view("getPriceOracle"),
    Promise.all(
      lending.reserves.map(async (reserve) => {
        if (reserve.aToken !== null && reserve.variableDebtToken !== null && reserve.stableDebtToken !== null) return reserve;
        const data = (await client.readContract({
          address: lending.pool as Address,
          abi: LENDING_ABIS.pool,
          functionName: "getReserveData",
          args: [reserve.underlying as Address],
        })) as ReserveData;
        if (data.aTokenAddress === zeroAddress) throw new Error(`the lending pool has no reserve of ${reserve.symbol} (${reserve.underlying})`);
        return {
          ...reserve,
          aToken: reserve.aToken ?? getAddress(data.aTokenAddress),
          variableDebtToken: reserve.variableDebtToken ?? getAddress(data.variableDebtTokenAddress),
          stableDebtToken: reserve.stableDebtToken ?? getAddress(data.stableDebtTokenAddress),
        };
      }),
    ),
  ]);
  return { ...lending, poolConfigurator, aclManager, oracle, reserves };
}
