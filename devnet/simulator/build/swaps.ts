import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { HYPERSWAP_ARTIFACTS as A } from "../../hyperswap/artifacts";
import { call, FAR_DEADLINE, MAX_UINT256 } from "../../hyperswap/transactions";
import type { FamilyBuilders } from "./tools";

// HyperSwap swaps through Router02 (V2) and SwapRouter (V3), HYPE on one side, and the approvals they need.

const V3_SWAP_GAS = 1_000_000n;

export const swapBuilders: FamilyBuilders<"approve" | "v2-buy" | "v2-sell" | "v3-buy" | "v3-sell"> = {
  approve: (action, { resolve }) => {
    const token = resolve(action.token);
    return token && { from: action.owner, ...call(A.v2Pair, token, "approve", [action.spender, MAX_UINT256], 100_000n) };
  },
  "v2-buy": (action, { resolve, dex }) => {
    const token = resolve(action.token);
    const path = [WHYPE_ADDRESS, token];
    return (
      token && {
        from: action.trader,
        ...call(A.v2Router, dex.v2Router, "swapExactETHForTokens", [0n, path, action.trader, FAR_DEADLINE], 300_000n, action.hype),
      }
    );
  },
  "v2-sell": (action, { resolve, dex }) => {
    const token = resolve(action.token);
    const path = [token, WHYPE_ADDRESS];
    return (
      token && {
        from: action.trader,
        ...call(A.v2Router, dex.v2Router, "swapExactTokensForETH", [action.tokens, 0n, path, action.trader, FAR_DEADLINE], 300_000n),
      }
    );
  },
  // A buy pays in HYPE, which SwapRouter wraps; a sell pays out WHYPE.
  "v3-buy": (action, { dex }) => {
    const params = { ...v3Swap(action), tokenIn: WHYPE_ADDRESS, tokenOut: action.token, amountIn: action.hype };
    return { from: action.trader, ...call(A.v3SwapRouter, dex.v3SwapRouter, "exactInputSingle", [params], V3_SWAP_GAS, action.hype) };
  },
  "v3-sell": (action, { dex }) => {
    const params = { ...v3Swap(action), tokenIn: action.token, tokenOut: WHYPE_ADDRESS, amountIn: action.tokens };
    return { from: action.trader, ...call(A.v3SwapRouter, dex.v3SwapRouter, "exactInputSingle", [params], V3_SWAP_GAS) };
  },
};

const v3Swap = (action: { fee: number; trader: `0x${string}` }) => ({
  fee: action.fee,
  recipient: action.trader,
  deadline: FAR_DEADLINE,
  amountOutMinimum: 0n,
  sqrtPriceLimitX96: 0n,
});
