import { type Address, encodeFunctionData } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { HYPERSWAP_ARTIFACTS as A } from "../../hyperswap/artifacts";
import { call, FAR_DEADLINE } from "../../hyperswap/transactions";
import { fullRangeTick, tickSpacing } from "../../hyperswap/v3-ticks";
import type { FamilyBuilders } from "./tools";

// HyperSwap liquidity: Router02 add/remove, NonfungiblePositionManager mint/decrease/collect/burn.

const MAX_UINT128 = 2n ** 128n - 1n;

export const liquidityBuilders: FamilyBuilders<"v2-add" | "v2-remove" | "v3-mint" | "v3-remove"> = {
  // Router02 takes the tokens matching the pool's price, up to tokensMax, for all of the HYPE.
  "v2-add": (action, { dex }) => ({
    from: action.provider,
    ...call(A.v2Router, dex.v2Router, "addLiquidityETH", [action.token, action.tokensMax, 0n, 0n, action.provider, FAR_DEADLINE], 500_000n, action.hype),
  }),
  "v2-remove": async (action, { dex, read, v2Pair }) => {
    const [token0, token1] = [action.token, WHYPE_ADDRESS].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())) as [Address, Address];
    const pair = await v2Pair({ token0, token1, fee: 0 });
    const liquidity = ((await read<bigint>(A.v2Pair.abi, pair, "balanceOf", [action.provider])) * BigInt(action.percent)) / 100n;
    if (liquidity === 0n) return undefined;
    return {
      from: action.provider,
      ...call(A.v2Router, dex.v2Router, "removeLiquidityETH", [action.token, liquidity, 0n, 0n, action.provider, FAR_DEADLINE], 500_000n),
    };
  },
  "v3-mint": async (action, { dex, read, v3Pool }) => {
    const [, tick] = await read<readonly [bigint, number]>(A.v3Pool.abi, await v3Pool(action.pool), "slot0");
    const spacing = tickSpacing(action.pool.fee);
    const fullRange = fullRangeTick(action.pool.fee);
    const tickLower = Math.max(-fullRange, Math.floor((tick - action.halfWidthTicks) / spacing) * spacing);
    const tickUpper = Math.min(fullRange, Math.ceil((tick + action.halfWidthTicks) / spacing) * spacing);
    const params = {
      ...action.pool,
      tickLower,
      tickUpper,
      amount0Desired: action.amount0,
      amount1Desired: action.amount1,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: action.provider,
      deadline: FAR_DEADLINE,
    };
    return { from: action.provider, ...call(A.v3PositionManager, dex.v3PositionManager, "mint", [params], 1_000_000n) };
  },
  "v3-remove": async (action, { dex, read }) => {
    const npm = A.v3PositionManager.abi;
    if ((await read<bigint>(npm, dex.v3PositionManager, "balanceOf", [action.provider])) === 0n) return undefined;
    const tokenId = await read<bigint>(npm, dex.v3PositionManager, "tokenOfOwnerByIndex", [action.provider, 0n]);
    const position = await read<readonly unknown[]>(npm, dex.v3PositionManager, "positions", [tokenId]);
    const liquidity = ((position[7] as bigint) * BigInt(action.percent)) / 100n;
    const encode = (functionName: string, args: readonly unknown[]) => encodeFunctionData({ abi: npm, functionName, args });
    const steps = [
      ...(liquidity > 0n ? [encode("decreaseLiquidity", [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: FAR_DEADLINE }])] : []),
      encode("collect", [{ tokenId, recipient: action.provider, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }]),
      // A position taken out whole is closed.
      ...(action.percent === 100 ? [encode("burn", [tokenId])] : []),
    ];
    return { from: action.provider, ...call(A.v3PositionManager, dex.v3PositionManager, "multicall", [steps], 600_000n) };
  },
};
