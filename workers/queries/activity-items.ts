import type { EventActivity, SwapActivity } from "../../shared/schemas/activity";
import { decimalText, type EventRow, type SwapRow } from "../db/rows";
import type { PairMeta } from "./pair-meta";

type Stored = { created_at: string };

const decimalOrNull = (value: number | null) => (value === null ? null : decimalText(value));
/** A log's identity on the chain: its transaction and position. */
const activityId = (row: { transaction_hash: string; log_index: number }) => `${row.transaction_hash}-${row.log_index}`;

/** The fields every activity item has, swap or event. */
function activityCommon(row: (SwapRow | EventRow) & Stored, pair: PairMeta) {
  return {
    id: activityId(row),
    transactionHash: row.transaction_hash,
    logIndex: row.log_index,
    blockNumber: row.block_number,
    blockTimestamp: row.block_timestamp,
    pairAddress: row.pair_address,
    protocol: pair.protocol,
    createdAt: row.created_at,
    // Chain rows never change once written; a reorg deletes them instead.
    updatedAt: row.created_at,
  };
}

export function swapActivity(row: SwapRow & Stored, pair: PairMeta): SwapActivity {
  return {
    kind: "swap",
    ...activityCommon(row, pair),
    traderAddress: row.trader_address,
    token0Address: pair.token0_address,
    token1Address: pair.token1_address,
    token0Symbol: pair.t0_symbol,
    token1Symbol: pair.t1_symbol,
    amount0In: row.amount0_in,
    amount1In: row.amount1_in,
    amount0Out: row.amount0_out,
    amount1Out: row.amount1_out,
    price0In1: decimalText(row.price0_in1),
    price1In0: decimalText(row.price1_in0),
    priceUsd: decimalOrNull(row.price_usd),
    volumeToken0: decimalText(row.volume_token0),
    volumeToken1: decimalText(row.volume_token1),
    volumeUsd: decimalOrNull(row.volume_usd),
    priceImpactPercent: row.price_impact_percent,
    reserve0After: row.reserve0_after,
    reserve1After: row.reserve1_after,
    liquidityAfter: row.liquidity_after,
    sqrtPriceX96After: row.sqrt_price_x96_after,
    isBuy: row.is_buy === 1,
    mcapUsd: decimalOrNull(row.mcap_usd),
  };
}

export function eventActivity(row: EventRow & Stored, pair: PairMeta): EventActivity {
  return {
    kind: "event",
    ...activityCommon(row, pair),
    contractAddress: row.contract_address,
    eventType: row.event_type,
    traderAddress: row.trader_address,
    fromAddress: row.from_address,
    toAddress: row.to_address,
    tokenInAddress: row.token_in_address,
    tokenOutAddress: row.token_out_address,
    amountIn: row.amount_in,
    amountOut: row.amount_out,
    reserve0After: row.reserve0_after,
    reserve1After: row.reserve1_after,
    liquidityAfter: row.liquidity_after,
    pricePerToken: row.price_per_token,
  };
}
