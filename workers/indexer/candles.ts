import { TIMEFRAMES } from "../../shared/constants";
import type { Timeframe } from "../../shared/schemas/chart";
import type { SwapRow } from "./rows";
import { bucketStart, TIMEFRAME_SECONDS } from "./timeframes";

/** A candle as the `candles` table stores it (the generated change columns aside). */
export type CandleRow = {
  pair_address: string;
  timeframe: Timeframe;
  start_timestamp: number;
  end_timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  open_usd: number | null;
  high_usd: number | null;
  low_usd: number | null;
  close_usd: number | null;
  volume_token0: number;
  volume_token1: number;
  volume_usd: number;
  trade_count: number;
  buy_count: number;
  sell_count: number;
  buy_volume_usd: number;
  sell_volume_usd: number;
  tvl_usd: number | null;
  reserve0_end: string | null;
  reserve1_end: string | null;
  liquidity_end: string | null;
};

const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** The one-trade candle of a swap in `timeframe`. Prices are token0 in token1; USD prices the displayed token. */
export function swapCandle(swap: SwapRow, timeframe: Timeframe, token0Shown: boolean): CandleRow {
  const start = bucketStart(swap.block_timestamp, timeframe);
  const volumeUsd = swap.volume_usd ?? 0;
  const shownReserve = token0Shown ? swap.reserve0_after : swap.reserve1_after;
  return {
    pair_address: swap.pair_address,
    timeframe,
    start_timestamp: start,
    end_timestamp: start + TIMEFRAME_SECONDS[timeframe],
    open: swap.price0_in1,
    high: swap.price0_in1,
    low: swap.price0_in1,
    close: swap.price0_in1,
    open_usd: swap.price_usd,
    high_usd: swap.price_usd,
    low_usd: swap.price_usd,
    close_usd: swap.price_usd,
    volume_token0: swap.volume_token0,
    volume_token1: swap.volume_token1,
    volume_usd: volumeUsd,
    trade_count: 1,
    buy_count: swap.is_buy,
    sell_count: 1 - swap.is_buy,
    buy_volume_usd: swap.is_buy ? volumeUsd : 0,
    sell_volume_usd: swap.is_buy ? 0 : volumeUsd,
    // Both sides of a pool are worth the same: twice the displayed side at the trade's USD price.
    tvl_usd: shownReserve === null || swap.price_usd === null ? null : 2 * Number(shownReserve) * swap.price_usd,
    reserve0_end: swap.reserve0_after,
    reserve1_end: swap.reserve1_after,
    liquidity_end: swap.liquidity_after,
  };
}

/**
 * Two consecutive candles of one bucket (or a finer candle into its coarser bucket) as one:
 * open from the earlier, close and end state from the later. The SQL upsert in write-range.ts
 * applies the same rule when a range's candles meet stored ones.
 */
export function mergeCandles(earlier: CandleRow, later: CandleRow): CandleRow {
  return {
    ...earlier,
    high: Math.max(earlier.high, later.high),
    low: Math.min(earlier.low, later.low),
    close: later.close,
    open_usd: earlier.open_usd ?? later.open_usd,
    high_usd: maxOf(earlier.high_usd, later.high_usd),
    low_usd: minOf(earlier.low_usd, later.low_usd),
    close_usd: later.close_usd ?? earlier.close_usd,
    volume_token0: earlier.volume_token0 + later.volume_token0,
    volume_token1: earlier.volume_token1 + later.volume_token1,
    volume_usd: earlier.volume_usd + later.volume_usd,
    trade_count: earlier.trade_count + later.trade_count,
    buy_count: earlier.buy_count + later.buy_count,
    sell_count: earlier.sell_count + later.sell_count,
    buy_volume_usd: earlier.buy_volume_usd + later.buy_volume_usd,
    sell_volume_usd: earlier.sell_volume_usd + later.sell_volume_usd,
    tvl_usd: later.tvl_usd ?? earlier.tvl_usd,
    reserve0_end: later.reserve0_end ?? earlier.reserve0_end,
    reserve1_end: later.reserve1_end ?? earlier.reserve1_end,
    liquidity_end: later.liquidity_end ?? earlier.liquidity_end,
  };
}

/** Candles of every timeframe for swaps in chain order; `token0Shown` says each pair's displayed side. */
export function candlesOfSwaps(swaps: SwapRow[], token0Shown: (pair: string) => boolean, timeframes: readonly Timeframe[] = TIMEFRAMES): CandleRow[] {
  const buckets = new Map<string, CandleRow>();
  for (const swap of swaps) {
    const shown = token0Shown(swap.pair_address);
    for (const timeframe of timeframes) {
      const candle = swapCandle(swap, timeframe, shown);
      const key = `${candle.pair_address}|${timeframe}|${candle.start_timestamp}`;
      const existing = buckets.get(key);
      buckets.set(key, existing === undefined ? candle : mergeCandles(existing, candle));
    }
  }
  return [...buckets.values()];
}

/** Re-buckets finer candles (in time order) into `timeframe`. */
export function coarsen(finer: CandleRow[], timeframe: Timeframe): CandleRow[] {
  const buckets = new Map<number, CandleRow>();
  for (const candle of finer) {
    const start = bucketStart(candle.start_timestamp, timeframe);
    const recast = { ...candle, timeframe, start_timestamp: start, end_timestamp: start + TIMEFRAME_SECONDS[timeframe] };
    const existing = buckets.get(start);
    buckets.set(start, existing === undefined ? recast : mergeCandles(existing, recast));
  }
  return [...buckets.values()];
}
