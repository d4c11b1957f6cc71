import { abi as oracle } from "@aave/core-v3/artifacts/contracts/misc/AaveOracle.sol/AaveOracle.json";
import { abi as protocolDataProvider } from "@aave/core-v3/artifacts/contracts/misc/AaveProtocolDataProvider.sol/AaveProtocolDataProvider.json";
import { abi as pool } from "@aave/core-v3/artifacts/contracts/protocol/pool/Pool.sol/Pool.json";
import { abi as aToken } from "@aave/core-v3/artifacts/contracts/protocol/tokenization/AToken.sol/AToken.json";
import { abi as variableDebtToken } from "@aave/core-v3/artifacts/contracts/protocol/tokenization/VariableDebtToken.sol/VariableDebtToken.json";
import { abi as uiPoolDataProvider } from "@aave/periphery-v3/artifacts/contracts/misc/UiPoolDataProviderV3.sol/UiPoolDataProviderV3.json";
import { type Abi, parseAbi } from "viem";

/**
 * HyperLend's ABIs, from the Aave v3 npm artifacts the devnet deploys (@aave/core-v3 1.19.3, @aave/periphery-v3
 * 2.5.2). Named imports of `abi` only, so bundlers leave the bytecode out; safe for the worker bundle.
 */
export const LENDING_ABIS = {
  pool: pool as Abi,
  aToken: aToken as Abi,
  variableDebtToken: variableDebtToken as Abi,
  oracle: oracle as Abi,
  protocolDataProvider: protocolDataProvider as Abi,
  uiPoolDataProvider: uiPoolDataProvider as Abi,
  /** A price source's update (Chainlink's aggregators and the devnet's ReferencePriceFeed alike). */
  priceFeed: parseAbi([
    "event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)",
    "function latestAnswer() view returns (int256)",
    "function decimals() view returns (uint8)",
  ]),
};
