import { type Abi, type Address, encodeFunctionData, type Hex, parseEther, parseUnits } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { Stablecoin } from "../../shared/chains";
import { compileContracts } from "../contracts/compile";
import type { SimChain, SimTransaction } from "../simulator/sim-chain";
import { HYPERSWAP_ARTIFACTS as A, type Artifact } from "./artifacts";
import { HYPE_USD_PRICE, sqrtPriceX96 } from "./reference-prices";
import { call, deploy, FAR_DEADLINE } from "./transactions";
import { fullRangeTick } from "./v3-ticks";

export type HyperSwapDeployment = {
  v2Factory: Address;
  v2Router: Address;
  v3Factory: Address;
  v3PositionManager: Address;
  v3SwapRouter: Address;
  v3Quoter: Address;
  stablecoins: Stablecoin[];
  referencePools: { v2WhypeUsdt0: Address; v3WhypeUsdt0: Address; v3UsdcUsdt0: Address };
};

// Reference liquidity: deep enough that simulated trades move HYPE's price only a little.
const V2_HYPE = 20_000;
const V3_HYPE = 50_000;
const STABLE_POOL_EACH = 2_000_000;

/** contracts/DevnetToken.sol: the ERC20 the devnet mints (stablecoins, established tokens). */
export function devnetTokenArtifact(): Artifact {
  const { DevnetToken } = compileContracts();
  if (DevnetToken === undefined) throw new Error("contracts/DevnetToken.sol did not compile");
  return DevnetToken;
}

/**
 * Deploys HyperSwap V2 and V3 (with QuoterV2) from the Uniswap npm artifacts, two 6-decimal stablecoins, and the
 * reference pools that give HYPE its USD price: WHYPE/USDT0 on V2 and V3 (0.05%), USDC/USDT0 on V3
 * (0.01%). Three blocks, mined at the times `blockTime` hands out.
 */
export async function deployHyperSwap(chain: SimChain, deployer: Address, blockTime: () => number): Promise<HyperSwapDeployment> {
  const stable = devnetTokenArtifact();

  async function block(transactions: Omit<SimTransaction, "from">[]) {
    const hashes = await chain.send(transactions.map((tx) => ({ ...tx, from: deployer })));
    await chain.mineAt(blockTime());
    return chain.receipts(hashes);
  }
  const created = (receipt: { contractAddress: Address | null }) => {
    if (receipt.contractAddress === null) throw new Error("a deployment created no contract");
    return receipt.contractAddress;
  };

  await chain.fund([deployer], parseEther("1000000"));
  const [v2FactoryReceipt, v3FactoryReceipt, usdt0Receipt, usdcReceipt] = await block([
    deploy(A.v2Factory, [deployer], 4_000_000n),
    deploy(A.v3Factory, [], 6_000_000n),
    deploy(stable, ["USD₮0", "USDT0", 6], 1_500_000n),
    deploy(stable, ["USD Coin", "USDC", 6], 1_500_000n),
  ]);
  const v2Factory = created(v2FactoryReceipt!);
  const v3Factory = created(v3FactoryReceipt!);
  const usdt0 = created(usdt0Receipt!);
  const usdc = created(usdcReceipt!);

  const [routerReceipt, positionManagerReceipt, swapRouterReceipt, quoterReceipt] = await block([
    deploy(A.v2Router, [v2Factory, WHYPE_ADDRESS], 5_000_000n),
    deploy(A.v3PositionManager, [v3Factory, WHYPE_ADDRESS, "0x0000000000000000000000000000000000000000"], 7_000_000n),
    deploy(A.v3SwapRouter, [v3Factory, WHYPE_ADDRESS], 4_000_000n),
    deploy(A.v3Quoter, [v3Factory, WHYPE_ADDRESS], 4_000_000n),
  ]);
  const v2Router = created(routerReceipt!);
  const v3PositionManager = created(positionManagerReceipt!);
  const v3SwapRouter = created(swapRouterReceipt!);
  const v3Quoter = created(quoterReceipt!);

  const whype = { address: WHYPE_ADDRESS, decimals: 18 };
  const usdt0Token = { address: usdt0, decimals: 6 };
  const usdcToken = { address: usdc, decimals: 6 };
  const hype = (amount: number) => parseEther(String(amount));
  const usd = (amount: number) => parseUnits(String(amount), 6);
  const [whypeUsdt0Low, whypeUsdt0High] = [WHYPE_ADDRESS, usdt0].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  const [stableLow, stableHigh] = [usdc, usdt0].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  const v3WhypeAmounts = whypeUsdt0Low === WHYPE_ADDRESS ? [hype(V3_HYPE), usd(V3_HYPE * HYPE_USD_PRICE)] : [usd(V3_HYPE * HYPE_USD_PRICE), hype(V3_HYPE)];
  const mint = (token0: Address, token1: Address, fee: 500 | 100, amounts: bigint[]) =>
    call(
      A.v3PositionManager,
      v3PositionManager,
      "mint",
      [
        {
          token0,
          token1,
          fee,
          tickLower: -fullRangeTick(fee),
          tickUpper: fullRangeTick(fee),
          amount0Desired: amounts[0],
          amount1Desired: amounts[1],
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: deployer,
          deadline: FAR_DEADLINE,
        },
      ],
      1_500_000n,
    );

  // One sender, so these run in nonce order within the block: mint, approve, create, add.
  await block([
    call(stable, usdt0, "mint", [deployer, usd(100_000_000)]),
    call(stable, usdc, "mint", [deployer, usd(100_000_000)]),
    call(A.weth9, WHYPE_ADDRESS, "deposit", [], 100_000n, hype(V3_HYPE)),
    call(stable, usdt0, "approve", [v2Router, 2n ** 256n - 1n]),
    call(stable, usdt0, "approve", [v3PositionManager, 2n ** 256n - 1n]),
    call(stable, usdc, "approve", [v3PositionManager, 2n ** 256n - 1n]),
    call(A.weth9, WHYPE_ADDRESS, "approve", [v3PositionManager, 2n ** 256n - 1n]),
    call(A.v2Router, v2Router, "addLiquidityETH", [usdt0, usd(V2_HYPE * HYPE_USD_PRICE), 0n, 0n, deployer, FAR_DEADLINE], 4_000_000n, hype(V2_HYPE)),
    call(A.v3Factory, v3Factory, "enableFeeAmount", [100, 1]),
    call(
      A.v3PositionManager,
      v3PositionManager,
      "createAndInitializePoolIfNecessary",
      [whypeUsdt0Low, whypeUsdt0High, 500, sqrtPriceX96({ base: whype, quote: usdt0Token, quotePerBase: HYPE_USD_PRICE })],
      5_500_000n,
    ),
    mint(whypeUsdt0Low as Address, whypeUsdt0High as Address, 500, v3WhypeAmounts),
    call(
      A.v3PositionManager,
      v3PositionManager,
      "createAndInitializePoolIfNecessary",
      [stableLow, stableHigh, 100, sqrtPriceX96({ base: usdcToken, quote: usdt0Token, quotePerBase: 1 })],
      5_500_000n,
    ),
    mint(stableLow as Address, stableHigh as Address, 100, [usd(STABLE_POOL_EACH), usd(STABLE_POOL_EACH)]),
  ]);

  const read = async (artifact: { abi: Abi }, to: Address, functionName: string, args: readonly unknown[]) => {
    const data = encodeFunctionData({ abi: artifact.abi, functionName, args });
    const result = (await chain.call("eth_call", [{ to, data }, "latest"])) as Hex;
    return `0x${result.slice(-40)}` as Address;
  };
  return {
    v2Factory,
    v2Router,
    v3Factory,
    v3PositionManager,
    v3SwapRouter,
    v3Quoter,
    stablecoins: [
      { address: usdt0, symbol: "USDT0", decimals: 6 },
      { address: usdc, symbol: "USDC", decimals: 6 },
    ],
    referencePools: {
      v2WhypeUsdt0: await read(A.v2Factory, v2Factory, "getPair", [WHYPE_ADDRESS, usdt0]),
      v3WhypeUsdt0: await read(A.v3Factory, v3Factory, "getPool", [WHYPE_ADDRESS, usdt0, 500]),
      v3UsdcUsdt0: await read(A.v3Factory, v3Factory, "getPool", [usdc, usdt0, 100]),
    },
  };
}
