import { type Abi, type Address, decodeFunctionResult, encodeFunctionData, type Hex } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { HYPERSWAP_ARTIFACTS as A } from "../hyperswap/artifacts";
import { isqrt } from "../hyperswap/reference-prices";
import { call, FAR_DEADLINE } from "../hyperswap/transactions";
import { fullRangeTick, tickSpacing } from "../hyperswap/v3-ticks";
import type { MarketAction, PoolKey, TokenRef } from "./actions";
import type { DexMarket } from "./dex-setup";
import type { SimChain, SimTransaction } from "./sim-chain";

const GAS: Record<MarketAction["kind"], bigint> = {
  launch: 4_000_000n,
  buy: 300_000n,
  sell: 300_000n,
  bond: 5_000_000n,
  approve: 100_000n,
  "v2-buy": 300_000n,
  "v2-sell": 300_000n,
  "v3-buy": 1_000_000n,
  "v3-sell": 1_000_000n,
  "v2-add": 500_000n,
  "v2-remove": 500_000n,
  "v3-mint": 1_000_000n,
  "v3-remove": 600_000n,
  "steer-v2": 300_000n,
  "steer-v3": 1_500_000n,
  // A lending step sets its own gas.
  lending: 0n,
};

const Q96 = 2n ** 96n;
const MAX_UINT128 = 2n ** 128n - 1n;

export type BuildContext = {
  chain: SimChain;
  launchpad: Address;
  launchpadAbi: Abi;
  dex: DexMarket;
  /** The address of the simulator's n-th launched token, once known. */
  tokenAddress: (id: number) => Address | undefined;
};

/**
 * Turns an action into its transaction, reading the chain for the dynamic ones. Answers undefined when
 * there is nothing to do (a pool already at its target, a position already withdrawn) or when the token
 * it trades is not known yet.
 */
export function transactionBuilder(context: BuildContext) {
  const { chain, launchpad, launchpadAbi, dex } = context;
  const cache = new Map<string, Promise<unknown>>();
  async function read<T>(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []): Promise<T> {
    const data = encodeFunctionData({ abi, functionName, args });
    const result = (await chain.call("eth_call", [{ to, data }, "latest"])) as Hex;
    return decodeFunctionResult({ abi, functionName, data: result }) as T;
  }
  // Pair and pool addresses never change: read once.
  const once = <T>(key: string, load: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key) as Promise<T>;
  };
  const v2Pair = (pool: PoolKey) =>
    once(`v2/${pool.token0}/${pool.token1}`, () => read<Address>(A.v2Factory.abi, dex.v2Factory, "getPair", [pool.token0, pool.token1]));
  const v3Pool = (pool: PoolKey) =>
    once(`v3/${pool.token0}/${pool.token1}/${pool.fee}`, () => read<Address>(A.v3Factory.abi, dex.v3Factory, "getPool", [pool.token0, pool.token1, pool.fee]));
  const resolve = (token: TokenRef) => (typeof token === "number" ? context.tokenAddress(token) : token);
  const onLaunchpad = (functionName: string, args: readonly unknown[]) => encodeFunctionData({ abi: launchpadAbi, functionName, args });

  async function build(action: MarketAction): Promise<SimTransaction | undefined> {
    const gas = GAS[action.kind];
    switch (action.kind) {
      case "launch": {
        const symbol = action.symbol.toLowerCase();
        const data = onLaunchpad("createToken", [
          action.name,
          action.symbol,
          `/images/tokens/${symbol}-${action.token}.svg`,
          `${action.name}: a community token on HyperEVM.`,
          `https://${symbol}.xyz`,
          `https://x.com/${symbol}`,
          `https://t.me/${symbol}`,
          "",
          0,
        ]);
        return { from: action.creator, to: launchpad, value: action.initialBuy, gas, data };
      }
      case "buy":
      case "sell":
      case "bond": {
        const token = resolve(action.token);
        if (!token) return undefined;
        if (action.kind === "buy") return { from: action.trader, to: launchpad, value: action.hype, gas, data: onLaunchpad("buyTokens", [token]) };
        if (action.kind === "sell") return { from: action.trader, to: launchpad, gas, data: onLaunchpad("sellTokens", [token, action.tokens]) };
        return { from: action.caller, to: launchpad, gas, data: onLaunchpad("completeBonding", [token]) };
      }
      case "approve": {
        const token = resolve(action.token);
        return token && { from: action.owner, ...call(A.v2Pair, token, "approve", [action.spender, 2n ** 256n - 1n], gas) };
      }
      case "v2-buy": {
        const token = resolve(action.token);
        const path = [WHYPE_ADDRESS, token];
        return (
          token && {
            from: action.trader,
            ...call(A.v2Router, dex.v2Router, "swapExactETHForTokens", [0n, path, action.trader, FAR_DEADLINE], gas, action.hype),
          }
        );
      }
      case "v2-sell": {
        const token = resolve(action.token);
        const path = [token, WHYPE_ADDRESS];
        return (
          token && {
            from: action.trader,
            ...call(A.v2Router, dex.v2Router, "swapExactTokensForETH", [action.tokens, 0n, path, action.trader, FAR_DEADLINE], gas),
          }
        );
      }
      case "v3-buy":
      case "v3-sell": {
        const buying = action.kind === "v3-buy";
        const params = {
          tokenIn: buying ? WHYPE_ADDRESS : action.token,
          tokenOut: buying ? action.token : WHYPE_ADDRESS,
          fee: action.fee,
          recipient: action.trader,
          deadline: FAR_DEADLINE,
          amountIn: buying ? action.hype : action.tokens,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        };
        // A buy pays in HYPE, which SwapRouter wraps; a sell pays out WHYPE.
        return { from: action.trader, ...call(A.v3SwapRouter, dex.v3SwapRouter, "exactInputSingle", [params], gas, buying ? action.hype : undefined) };
      }
      case "v2-add":
        // Router02 takes the tokens matching the pool's price, up to tokensMax, for all of the HYPE.
        return {
          from: action.provider,
          ...call(A.v2Router, dex.v2Router, "addLiquidityETH", [action.token, action.tokensMax, 0n, 0n, action.provider, FAR_DEADLINE], gas, action.hype),
        };
      case "v2-remove": {
        const [token0, token1] = [action.token, WHYPE_ADDRESS].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())) as [Address, Address];
        const pair = await v2Pair({ token0, token1, fee: 0 });
        const liquidity = ((await read<bigint>(A.v2Pair.abi, pair, "balanceOf", [action.provider])) * BigInt(action.percent)) / 100n;
        if (liquidity === 0n) return undefined;
        return {
          from: action.provider,
          ...call(A.v2Router, dex.v2Router, "removeLiquidityETH", [action.token, liquidity, 0n, 0n, action.provider, FAR_DEADLINE], gas),
        };
      }
      case "v3-mint": {
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
        return { from: action.provider, ...call(A.v3PositionManager, dex.v3PositionManager, "mint", [params], gas) };
      }
      case "v3-remove": {
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
        return { from: action.provider, ...call(A.v3PositionManager, dex.v3PositionManager, "multicall", [steps], gas) };
      }
      case "steer-v2": {
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
        return { from: action.trader, ...call(A.v2Router, dex.v2Router, "swapExactTokensForTokens", [amountIn, 0n, path, action.trader, FAR_DEADLINE], gas) };
      }
      case "steer-v3": {
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
        return { from: action.trader, ...call(A.v3SwapRouter, dex.v3SwapRouter, "exactInputSingle", [params], gas) };
      }
      case "lending":
        return action.build();
    }
  }
  return build;
}

export type BuildTransaction = ReturnType<typeof transactionBuilder>;
