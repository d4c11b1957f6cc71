import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { amountText, type ChainEvent, type DecodeContext, decimalsOf, lower, setHypeUsd } from "./decode-context";
import type { PairInfo, Reserves } from "./decode-state";
import { liquidityChange } from "./liquidity-change";
import { marketCreated } from "./market-created";
import { swapRow } from "./swap-row";

const Q96 = 2 ** 96;

/** An event of the HyperSwap V3 factory: a new pool. */
export function decodeV3FactoryEvent(event: ChainEvent, context: DecodeContext): void {
  if (event.name === "PoolCreated") marketCreated(event, context, "hyperswap-v3", Number(event.args.fee));
}

/** An event of a HyperSwap V3 pool. */
export function decodeV3PoolEvent(event: ChainEvent, context: DecodeContext, pool: PairInfo): void {
  switch (event.name) {
    case "Swap":
      swap(event, context, pool);
      break;
    case "Mint":
      liquidityChange(event, context, pool, moveBalances(context, pool, event.args.amount0 as bigint, event.args.amount1 as bigint));
      break;
    // A Burn moves no tokens (they wait in the position until collected); a Collect takes them out.
    case "Collect":
      liquidityChange(event, context, pool, moveBalances(context, pool, -(event.args.amount0 as bigint), -(event.args.amount1 as bigint)));
      break;
  }
}

/** The pool's balances after tokens moved in (positive) or out (negative). */
function moveBalances({ state }: DecodeContext, pool: PairInfo, amount0: bigint, amount1: bigint): Reserves {
  const before = state.poolBalances.get(pool.address) ?? { reserve0: 0n, reserve1: 0n };
  const after = { reserve0: before.reserve0 + amount0, reserve1: before.reserve1 + amount1 };
  state.poolBalances.set(pool.address, after);
  return after;
}

/**
 * A trade in a pool: signed amounts (positive into the pool), and the price after it in sqrtPriceX96;
 * the pool's previous swap gives the price before it. A reference pool's price is also HYPE's.
 */
function swap({ args, address, at, sender }: ChainEvent, context: DecodeContext, pool: PairInfo): void {
  const amount0 = args.amount0 as bigint;
  const amount1 = args.amount1 as bigint;
  const sqrtPriceX96 = args.sqrtPriceX96 as bigint;
  const balances = moveBalances(context, pool, amount0, amount1);
  const previous = context.state.lastSqrtPriceX96.get(address);
  context.state.lastSqrtPriceX96.set(address, sqrtPriceX96);
  const scale = 10 ** (decimalsOf(context, pool.token0) - decimalsOf(context, pool.token1));
  const spotOf = (sqrt: bigint) => (Number(sqrt) / Q96) ** 2 * scale;
  if (context.watched.hypeReferencePools.has(address)) {
    const price01 = spotOf(sqrtPriceX96);
    setHypeUsd(context, at, pool.token0 === WHYPE_ADDRESS ? price01 : 1 / price01);
  }
  context.rows.swaps.push(
    swapRow(context, {
      at,
      pair: pool,
      trader: sender ?? lower(args.recipient),
      raw: {
        in0: amount0 > 0n ? amount0 : 0n,
        in1: amount1 > 0n ? amount1 : 0n,
        out0: amount0 < 0n ? -amount0 : 0n,
        out1: amount1 < 0n ? -amount1 : 0n,
      },
      spotBefore: previous === undefined ? null : spotOf(previous),
      spotAfter: spotOf(sqrtPriceX96),
      reserves: {
        reserve0: amountText(context, balances.reserve0, pool.token0),
        reserve1: amountText(context, balances.reserve1, pool.token1),
        liquidity: String(args.liquidity),
        sqrtPriceX96: String(sqrtPriceX96),
      },
    }),
  );
}
