import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Abi, Hex } from "viem";

export type Artifact = { abi: Abi; bytecode: Hex };

const require = createRequire(import.meta.url);

/** Reads a compiled Uniswap contract from its npm package (V2 builds and V3 Hardhat artifacts differ in shape). */
export function npmArtifact(path: string): Artifact {
  const json = JSON.parse(readFileSync(require.resolve(path), "utf8")) as {
    abi: Abi;
    bytecode: string;
    evm?: { bytecode: { object: string } };
  };
  const bytecode = json.evm?.bytecode.object ?? json.bytecode;
  return { abi: json.abi, bytecode: (bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`) as Hex };
}

/** HyperSwap is a Uniswap V2 + V3 fork: the devnet deploys the real Uniswap bytecode from npm. */
export const HYPERSWAP_ARTIFACTS = {
  v2Factory: npmArtifact("@uniswap/v2-core/build/UniswapV2Factory.json"),
  v2Pair: npmArtifact("@uniswap/v2-core/build/UniswapV2Pair.json"),
  v2Router: npmArtifact("@uniswap/v2-periphery/build/UniswapV2Router02.json"),
  v3Factory: npmArtifact("@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json"),
  v3Pool: npmArtifact("@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json"),
  v3PositionManager: npmArtifact("@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json"),
  v3SwapRouter: npmArtifact("@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json"),
  v3Quoter: npmArtifact("@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json"),
  weth9: npmArtifact("@uniswap/v2-periphery/build/WETH9.json"),
} as const;
