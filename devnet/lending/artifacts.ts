import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Abi, type Address, type Hex, isAddress } from "viem";
import type { Artifact } from "../hyperswap/artifacts";

/** Where a library's address goes in a contract's bytecode: solc's linkReferences (byte offsets). */
type LinkReferences = Record<string, Record<string, { start: number; length: number }[]>>;
type AaveArtifact = Artifact & { linkReferences: LinkReferences };

const require = createRequire(import.meta.url);

/** A Hardhat artifact of Aave v3 as published on npm (@aave/core-v3 1.19.3, Aave v3.0.2; @aave/periphery-v3 2.5.2). */
function aaveArtifact(path: string): AaveArtifact {
  const json = JSON.parse(readFileSync(require.resolve(path), "utf8")) as { abi: Abi; bytecode: Hex; linkReferences: LinkReferences };
  return { abi: json.abi, bytecode: json.bytecode, linkReferences: json.linkReferences };
}

const core = (path: string) => aaveArtifact(`@aave/core-v3/artifacts/contracts/${path}`);
const periphery = (path: string) => aaveArtifact(`@aave/periphery-v3/artifacts/contracts/${path}`);
const logic = (name: string) => core(`protocol/libraries/logic/${name}.sol/${name}.json`);

export const AAVE_ARTIFACTS = {
  supplyLogic: logic("SupplyLogic"),
  borrowLogic: logic("BorrowLogic"),
  liquidationLogic: logic("LiquidationLogic"),
  eModeLogic: logic("EModeLogic"),
  bridgeLogic: logic("BridgeLogic"),
  flashLoanLogic: logic("FlashLoanLogic"),
  poolLogic: logic("PoolLogic"),
  configuratorLogic: logic("ConfiguratorLogic"),
  addressesProvider: core("protocol/configuration/PoolAddressesProvider.sol/PoolAddressesProvider.json"),
  aclManager: core("protocol/configuration/ACLManager.sol/ACLManager.json"),
  pool: core("protocol/pool/Pool.sol/Pool.json"),
  poolConfigurator: core("protocol/pool/PoolConfigurator.sol/PoolConfigurator.json"),
  rateStrategy: core("protocol/pool/DefaultReserveInterestRateStrategy.sol/DefaultReserveInterestRateStrategy.json"),
  aToken: core("protocol/tokenization/AToken.sol/AToken.json"),
  variableDebtToken: core("protocol/tokenization/VariableDebtToken.sol/VariableDebtToken.json"),
  stableDebtToken: core("protocol/tokenization/StableDebtToken.sol/StableDebtToken.json"),
  oracle: core("misc/AaveOracle.sol/AaveOracle.json"),
  protocolDataProvider: core("misc/AaveProtocolDataProvider.sol/AaveProtocolDataProvider.json"),
  uiPoolDataProvider: periphery("misc/UiPoolDataProviderV3.sol/UiPoolDataProviderV3.json"),
  wrappedTokenGateway: periphery("misc/WrappedTokenGatewayV3.sol/WrappedTokenGatewayV3.json"),
} as const;

/**
 * The artifact's bytecode with its libraries' addresses written where solc's linkReferences say (each
 * placeholder is 20 bytes at a byte offset); fails when a library it needs is missing.
 */
export function linked(artifact: AaveArtifact, libraries: Record<string, Address>): Artifact {
  let code = artifact.bytecode.slice(2);
  for (const names of Object.values(artifact.linkReferences)) {
    for (const [name, places] of Object.entries(names)) {
      const address = libraries[name];
      if (address === undefined || !isAddress(address)) throw new Error(`library ${name} is not deployed`);
      for (const { start, length } of places) code = `${code.slice(0, start * 2)}${address.slice(2).toLowerCase()}${code.slice((start + length) * 2)}`;
    }
  }
  return { abi: artifact.abi, bytecode: `0x${code}` };
}
