import { addressSchema } from "../schemas/primitives";
import { z } from "../schemas/zod";

const contract = addressSchema();

/**
 * One reserve of the lending pool. Its aToken and debt tokens are null where no verified source lists
 * them (mainnet): the pool's own getReserveData names them.
 */
export const lendingReserveSchema = z.object({
  symbol: z.string(),
  underlying: contract,
  decimals: z.number().int(),
  aToken: contract.nullable(),
  variableDebtToken: contract.nullable(),
  stableDebtToken: contract.nullable(),
});
export type LendingReserve = z.infer<typeof lendingReserveSchema>;

/**
 * HyperLend (an Aave v3.0.2 fork): the pool and its periphery. A null address is one no verified source
 * names; the PoolAddressesProvider answers it on chain (getPoolConfigurator, getACLManager, getPriceOracle).
 */
export const lendingContractsSchema = z.object({
  pool: contract,
  poolAddressesProvider: contract,
  poolConfigurator: contract.nullable(),
  aclManager: contract.nullable(),
  oracle: contract.nullable(),
  protocolDataProvider: contract.nullable(),
  uiPoolDataProvider: contract.nullable(),
  wrappedTokenGateway: contract.nullable(),
  reserves: z.array(lendingReserveSchema),
});
export type LendingContracts = z.infer<typeof lendingContractsSchema>;
