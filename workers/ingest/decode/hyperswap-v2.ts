import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { spot } from "./amounts";
import { amountText, type ChainEvent, type DecodeContext, decimalsOf, lower, setHypeUsd } from "./decode-context";
import type { PairInfo, Reserves } from "./decode-state";
import { liquidityChange } from "./liquidity-change";
import { marketCreated } from "./market-created";
import { swapRow } from "./swap-row";

/** An event of the HyperSwap V2 factory: a new pair. */
export function decodeV2FactoryEvent(event: ChainEvent, context: DecodeContext): void {
  if (event.name === "PairCreated") marketCreated(event, context, "hyperswap-v2", null);
}

/** An event of a HyperSwap V2 pair. */
export function decodeV2PairEvent(event: ChainEvent, context: DecodeContext, pair: PairInfo): void {
  switch (event.name) {
    case "Sync":
      sync(event, context, pair);
      break;
    case "Swap":
      swap(event, context, pair);
      break;
    case "Mint":
    case "Burn":
      liquidityChange(event, context, pair, context.syncs.get(event.address));
      break;
  }
}

/** A pair's reserves after the Swap, Mint or Burn that follows; a reference pool's also price HYPE. */
function sync({ args, address, at }: ChainEvent, context: DecodeContext, pair: PairInfo): void {
  const reserves: Reserves = { reserve0: args.reserve0 as bigint, reserve1: args.reserve1 as bigint };
  context.syncs.set(address, reserves);
  if (!context.watched.hypeReferencePools.has(address)) return;
  const price =
    pair.token0 === WHYPE_ADDRESS
      ? spot(reserves.reserve0, reserves.reserve1, 18, decimalsOf(context, pair.token1))
      : spot(reserves.reserve1, reserves.reserve0, 18, decimalsOf(context, pair.token0));
  if (price !== null) setHypeUsd(context, at, price);
}

/** A trade on a pair: the reserves before it are those after it (its Sync) less what it moved. */
function swap({ args, address, at, sender }: ChainEvent, context: DecodeContext, pair: PairInfo): void {
  const reserves = context.syncs.get(address);
  const raw = { in0: args.amount0In as bigint, in1: args.amount1In as bigint, out0: args.amount0Out as bigint, out1: args.amount1Out as bigint };
  const before = reserves && { reserve0: reserves.reserve0 - raw.in0 + raw.out0, reserve1: reserves.reserve1 - raw.in1 + raw.out1 };
  const [d0, d1] = [decimalsOf(context, pair.token0), decimalsOf(context, pair.token1)];
  context.rows.swaps.push(
    swapRow(context, {
      at,
      pair,
      trader: sender ?? lower(args.to),
      raw,
      spotBefore: before ? spot(before.reserve0, before.reserve1, d0, d1) : null,
      spotAfter: reserves ? spot(reserves.reserve0, reserves.reserve1, d0, d1) : null,
      reserves: {
        reserve0: reserves ? amountText(context, reserves.reserve0, pair.token0) : null,
        reserve1: reserves ? amountText(context, reserves.reserve1, pair.token1) : null,
        liquidity: null,
        sqrtPriceX96: null,
      },
    }),
  );
}
