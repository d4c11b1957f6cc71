import { HYPERSWAP_ARTIFACTS as A } from "../../hyperswap/artifacts";
import { isqrt } from "../../hyperswap/reference-prices";
import { call, FAR_DEADLINE } from "../../hyperswap/transactions";
import type { FamilyBuilders } from "./tools";

// Arbitrage that moves a pool's price to a target (reference prices, pegs, established tokens).

const Q96 = 2n ** 96n;

export const steerBuilders: FamilyBuilders<"steer-v2" | "steer-v3"> = {
  "steer-v2": async (action, { dex, read, v2Pair }) => {
    const pair = await v2Pair(action.pool);
    const [reserve0, reserve1] = await read<readonly [bigint, bigint]>(A.v2Pair.abi, pair, "getReserves");
    // Constant product: the reserves at the target price keep reserve0 × reserve1.
    const root = isqrt(reserve0 * reserve1);
    const target0 = (root * Q96) / action.sqrtPriceX96;
    const target1 = (root * action.sqrtPriceX96) / Q96;
    const sellToken0 = target0 > reserve0;
    // Less the 0.3% fee; at most a tenth of the pool per step.
    const wanted = sellToken0 ? ((target0 - reserve0) * 1000n) / 997n : ((target1 - reserve1) * 1000n) / 997n;
    const amountIn = [wanted, (sellToken0 ? reserve0 : reserve1) / 10n].reduce((a, b) => (a < b ? a : b));
    if (amountIn <= 0n) return undefined;
    const path = sellToken0 ? [action.pool.token0, action.pool.token1] : [action.pool.token1, action.pool.token0];
    return { from: action.trader, ...call(A.v2Router, dex.v2Router, "swapExactTokensForTokens", [amountIn, 0n, path, action.trader, FAR_DEADLINE], 300_000n) };
  },
  "steer-v3": async (action, { dex, read, v3Pool }) => {
    const [sqrtPrice] = await read<readonly [bigint]>(A.v3Pool.abi, await v3Pool(action.pool), "slot0");
    if (sqrtPrice === action.sqrtPriceX96) return undefined;
    const zeroForOne = action.sqrtPriceX96 < sqrtPrice;
    const tokenIn = zeroForOne ? action.pool.token0 : action.pool.token1;
    // Offer a tenth of what the arbitrageur holds; the price limit stops the swap at the target.
    const balance = await read<bigint>(A.weth9.abi, tokenIn, "balanceOf", [action.trader]);
    const params = {
      tokenIn,
      tokenOut: zeroForOne ? action.pool.token1 : action.pool.token0,
      fee: action.pool.fee,
      recipient: action.trader,
      deadline: FAR_DEADLINE,
      amountIn: balance / 10n,
      amountOutMinimum: 0n,
      sqrtPriceLimitX96: action.sqrtPriceX96,
    };
    return { from: action.trader, ...call(A.v3SwapRouter, dex.v3SwapRouter, "exactInputSingle", [params], 1_500_000n) };
  },
};
