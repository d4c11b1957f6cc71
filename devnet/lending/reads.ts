import { type Abi, type Address, decodeFunctionResult, encodeFunctionData, type Hex } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { HYPERSWAP_ARTIFACTS as H } from "../hyperswap/artifacts";
import type { HyperSwapDeployment } from "../hyperswap/deploy";
import type { SimChain } from "../simulator/sim-chain";
import { AAVE_ARTIFACTS as A } from "./artifacts";
import { priceFeedArtifact } from "./deploy";
import type { LendingVenue } from "./manifest";

/** getUserAccountData: USD values in 8 decimals, the weighted liquidation threshold in basis points, the health factor in 18. */
export type AccountData = { collateral: bigint; debt: bigint; available: bigint; threshold: bigint; health: bigint };

/** What the lending agents read off the chain: balances, a user's account, feed answers and the reference pools' prices. */
export function lendingReads(chain: SimChain, venue: LendingVenue, hyperswap: HyperSwapDeployment) {
  const pool = venue.contracts.pool as Address;
  async function read<T>(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []): Promise<T> {
    const data = (await chain.call("eth_call", [{ to, data: encodeFunctionData({ abi, functionName, args }) }, "latest"])) as Hex;
    return decodeFunctionResult({ abi, functionName, data }) as T;
  }
  const token = (symbol: string) => {
    const reserve = venue.contracts.reserves.find((entry) => entry.symbol === symbol);
    if (reserve === undefined) throw new Error(`no ${symbol} reserve`);
    return reserve;
  };
  /** USD per whole token of a V3 pool's `base` side, from its sqrtPriceX96. */
  const v3Price = async (pair: Address, base: Address, baseDecimals: number, quoteDecimals: number) => {
    const [[sqrtPrice], token0] = await Promise.all([read<readonly [bigint]>(H.v3Pool.abi, pair, "slot0"), read<Address>(H.v3Pool.abi, pair, "token0")]);
    const raw = (Number(sqrtPrice) / 2 ** 96) ** 2;
    const baseIsToken0 = token0.toLowerCase() === base.toLowerCase();
    return baseIsToken0 ? raw * 10 ** (baseDecimals - quoteDecimals) : 10 ** (baseDecimals - quoteDecimals) / raw;
  };
  const v2Price = async (pair: Address, base: Address, baseDecimals: number, quoteDecimals: number) => {
    const [[reserve0, reserve1], token0] = await Promise.all([
      read<readonly [bigint, bigint]>(H.v2Pair.abi, pair, "getReserves"),
      read<Address>(H.v2Pair.abi, pair, "token0"),
    ]);
    const [baseReserve, quoteReserve] = token0.toLowerCase() === base.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
    return Number(quoteReserve) / 10 ** quoteDecimals / (Number(baseReserve) / 10 ** baseDecimals);
  };
  return {
    read,
    token,
    balance: (asset: Address, owner: Address) => read<bigint>(H.weth9.abi, asset, "balanceOf", [owner]),
    account: async (user: Address): Promise<AccountData> => {
      const [collateral, debt, available, threshold, , health] = await read<readonly bigint[]>(A.pool.abi, pool, "getUserAccountData", [user]);
      return { collateral: collateral!, debt: debt!, available: available!, threshold: threshold!, health: health! };
    },
    /** A feed's answer as a USD price. */
    feedPrice: async (symbol: string) => Number(await read<bigint>(priceFeedArtifact().abi, venue.devnet.feeds[symbol] as Address, "latestAnswer")) / 1e8,
    /** The USD price each reserve's feed should show, read off the devnet's reference pools (USDT0 is their quote: $1). */
    referencePrice: async (symbol: string): Promise<number> => {
      const { referencePools: pools } = hyperswap;
      if (symbol === "WHYPE") return v3Price(pools.v3WhypeUsdt0, WHYPE_ADDRESS, 18, 6);
      if (symbol === "USDC") return v3Price(pools.v3UsdcUsdt0, token("USDC").underlying as Address, 6, 6);
      if (symbol === "UBTC") return v2Price(venue.devnet.ubtcUsdt0Pair as Address, token("UBTC").underlying as Address, 8, 6);
      return 1;
    },
  };
}

export type LendingReads = ReturnType<typeof lendingReads>;
