import type { Address, PublicClient } from "viem";
import type { ChainConfig } from "../../../shared/chains";
import { DEPTH_BPS, PEG_QUOTE_SIZES_USD } from "../../../shared/schemas/peg";
import { v2RouterToolAbi, v3QuoterToolAbi } from "../../chain/tool-abis";
import type { StablePool } from "../../queries/stable-pools";

/** A coin of the pool with its decimals. */
export type PoolSide = { address: Address; decimals: number };

/** The smallest and largest trades the depth search tries, in dollars, and how many halvings it takes. */
const DEPTH_RANGE_USD = [100, 1_000_000_000] as const;
const DEPTH_STEPS = 16;

/**
 * Execution quotes on one stable pool, never its reserve ratio: V2 through the router's getAmountsOut, V3 through
 * QuoterV2. `quote(amount)` answers how much of `to` an `amount` of `from` buys, or null where the pool cannot fill it.
 */
export function poolQuoter(client: PublicClient, contracts: ChainConfig["contracts"], pool: StablePool, blockNumber: bigint) {
  return async (from: PoolSide, to: PoolSide, amountIn: bigint): Promise<bigint | null> => {
    try {
      if (pool.protocol === "hyperswap-v2" && contracts.v2Router !== null) {
        const amounts = await client.readContract({
          address: contracts.v2Router as Address,
          abi: v2RouterToolAbi,
          functionName: "getAmountsOut",
          args: [amountIn, [from.address, to.address]],
          blockNumber,
        });
        return amounts[1] ?? null;
      }
      if (pool.protocol === "hyperswap-v3" && contracts.v3Quoter !== null) {
        const { result } = await client.simulateContract({
          address: contracts.v3Quoter as Address,
          abi: v3QuoterToolAbi,
          functionName: "quoteExactInputSingle",
          args: [{ tokenIn: from.address, tokenOut: to.address, amountIn, fee: pool.fee ?? 0, sqrtPriceLimitX96: 0n }],
          blockNumber,
        });
        return result[0];
      }
      return null;
    } catch {
      // A size past the pool's liquidity reverts: the pool cannot fill it.
      return null;
    }
  };
}

type Quote = ReturnType<typeof poolQuoter>;

const units = (dollars: number, side: PoolSide) => (BigInt(Math.round(dollars * 100)) * 10n ** BigInt(side.decimals)) / 100n;
const ratio = (numerator: bigint, numeratorSide: PoolSide, denominator: bigint, denominatorSide: PoolSide) =>
  Number(numerator) / 10 ** numeratorSide.decimals / (Number(denominator) / 10 ** denominatorSide.decimals);

/** The coin's price in the other coin when selling `dollars` of it (other received per coin), fees included. */
export async function sellPrice(quote: Quote, coin: PoolSide, other: PoolSide, dollars: number): Promise<number | null> {
  const amountIn = units(dollars, coin);
  const out = await quote(coin, other, amountIn);
  return out === null || out === 0n ? null : ratio(out, other, amountIn, coin);
}

/** The coin's price in the other coin when buying it with `dollars` of the other (other paid per coin), fees included. */
export async function buyPrice(quote: Quote, coin: PoolSide, other: PoolSide, dollars: number): Promise<number | null> {
  const amountIn = units(dollars, other);
  const out = await quote(other, coin, amountIn);
  return out === null || out === 0n ? null : ratio(amountIn, other, out, coin);
}

/** Sell and buy prices at every quoted size. */
export function sizeQuotes(quote: Quote, coin: PoolSide, other: PoolSide) {
  return Promise.all(
    PEG_QUOTE_SIZES_USD.map(async (sizeUsd) => {
      const [sell, buy] = await Promise.all([sellPrice(quote, coin, other, sizeUsd), buyPrice(quote, coin, other, sizeUsd)]);
      return { sizeUsd, sellPrice: sell, buyPrice: buy };
    }),
  );
}

/**
 * The trade (dollars) that moves the execution price DEPTH_BPS away from `mid`: selling the coin (down) or buying it
 * (up). A binary search on a log scale over DEPTH_RANGE_USD; null when even the largest size stays within it.
 */
export async function depthUsd(quote: Quote, coin: PoolSide, other: PoolSide, mid: number, side: "down" | "up"): Promise<number | null> {
  const moved = async (dollars: number) => {
    const price = side === "down" ? await sellPrice(quote, coin, other, dollars) : await buyPrice(quote, coin, other, dollars);
    if (price === null) return true;
    return Math.abs(price / mid - 1) * 10_000 >= DEPTH_BPS;
  };
  let [low, high] = [Math.log(DEPTH_RANGE_USD[0]), Math.log(DEPTH_RANGE_USD[1])];
  if (!(await moved(Math.exp(high)))) return null;
  if (await moved(Math.exp(low))) return DEPTH_RANGE_USD[0];
  for (let step = 0; step < DEPTH_STEPS; step++) {
    const middle = (low + high) / 2;
    if (await moved(Math.exp(middle))) high = middle;
    else low = middle;
  }
  return Math.round(Math.exp(low));
}
