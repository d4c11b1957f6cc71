import { displaysToken0 } from "../../../shared/pair-sides";
import type { SwapRow } from "../../db/rows";
import { units } from "./amounts";
import { amountText, type DecodeContext, decimalsOf, type Location, usdOf } from "./decode-context";
import type { PairInfo } from "./decode-state";

/** A trade as each venue reports it, before prices, volumes and the displayed side are worked out. */
export type TradeInput = {
  at: Location;
  /** A curve whose launch came before the indexer's start block is known by its token alone. */
  pair: Omit<PairInfo, "id">;
  trader: string;
  raw: { in0: bigint; in1: bigint; out0: bigint; out1: bigint };
  spotBefore: number | null;
  spotAfter: number | null;
  reserves: { reserve0: string | null; reserve1: string | null; liquidity: string | null; sqrtPriceX96: string | null };
};

/**
 * A trade's swap row: execution prices both ways, the displayed token's USD price, volume and market
 * cap (through the quote side's known USD price), price impact from the spot prices around it, and
 * whether it bought the displayed token.
 */
export function swapRow(context: DecodeContext, input: TradeInput): SwapRow {
  const { pair, raw, at } = input;
  const volume0 = units(raw.in0 + raw.out0, decimalsOf(context, pair.token0));
  const volume1 = units(raw.in1 + raw.out1, decimalsOf(context, pair.token1));
  const price0In1 = volume0 === 0 ? 0 : volume1 / volume0;
  const price1In0 = volume1 === 0 ? 0 : volume0 / volume1;
  const token0Shown = displaysToken0(pair.token0, pair.token1);
  const quoteUsd = usdOf(context, token0Shown ? pair.token1 : pair.token0);
  const shownPrice = token0Shown ? price0In1 : price1In0;
  const priceUsd = quoteUsd === null ? null : shownPrice * quoteUsd;
  const shownVolume = token0Shown ? volume0 : volume1;
  const circulating = context.state.circulating.get(token0Shown ? pair.token0 : pair.token1);
  const impact =
    input.spotBefore === null || input.spotAfter === null || input.spotBefore === 0 ? null : Math.abs(input.spotAfter / input.spotBefore - 1) * 100;
  return {
    pair_address: pair.address,
    block_number: at.block_number,
    block_timestamp: at.block_timestamp,
    log_index: at.log_index,
    transaction_hash: at.transaction_hash,
    trader_address: input.trader,
    amount0_in: amountText(context, raw.in0, pair.token0),
    amount1_in: amountText(context, raw.in1, pair.token1),
    amount0_out: amountText(context, raw.out0, pair.token0),
    amount1_out: amountText(context, raw.out1, pair.token1),
    price0_in1: price0In1,
    price1_in0: price1In0,
    price_usd: priceUsd,
    volume_token0: volume0,
    volume_token1: volume1,
    volume_usd: priceUsd === null ? null : shownVolume * priceUsd,
    price_impact_percent: impact,
    reserve0_after: input.reserves.reserve0,
    reserve1_after: input.reserves.reserve1,
    liquidity_after: input.reserves.liquidity,
    sqrt_price_x96_after: input.reserves.sqrtPriceX96,
    is_buy: (token0Shown ? raw.out0 > 0n : raw.out1 > 0n) ? 1 : 0,
    mcap_usd: priceUsd === null || circulating === undefined ? null : priceUsd * circulating,
  };
}
