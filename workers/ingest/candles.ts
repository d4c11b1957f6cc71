import { TIMEFRAMES } from "../../shared/chart-options";
import { CURVE_VIRTUAL_HYPE } from "../../shared/launchpad-curve";
import { displaysToken0 } from "../../shared/pair-sides";
import type { Protocol, Timeframe } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES } from "../db/candle-key";
import type { SwapRow } from "../db/rows";
import { bucketStart, TIMEFRAME_BITS, TIMEFRAME_SECONDS } from "../db/timeframes";
import type { CandleRow, LoneTrade, RangeCandles } from "../stores/candle-columns";

const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** What candles need to know of a swap's market: the side it displays, and whether it is a launchpad curve. */
export type CandleMarket = { token0Shown: boolean; curve: boolean };

export const candleMarket = (market: { protocol: Protocol; token0: string; token1: string }): CandleMarket => ({
  token0Shown: displaysToken0(market.token0, market.token1),
  curve: market.protocol === "liquidlaunch",
});

/**
 * The market's USD liquidity after a swap, each side at the trade's USD prices (a curve: twice its real
 * HYPE, the virtual reserve left out). The rule of workers/queries/market-liquidity.ts, for candles.
 */
function liquidityAfter(swap: SwapRow, market: CandleMarket): number | null {
  if (swap.price_usd === null || swap.reserve0_after === null || swap.reserve1_after === null || swap.price0_in1 === 0) return null;
  const usd0 = market.token0Shown ? swap.price_usd : swap.price_usd * swap.price0_in1;
  const usd1 = market.token0Shown ? swap.price_usd / swap.price0_in1 : swap.price_usd;
  if (market.curve) return 2 * Math.max(0, Number(swap.reserve1_after) - CURVE_VIRTUAL_HYPE) * usd1;
  return Number(swap.reserve0_after) * usd0 + Number(swap.reserve1_after) * usd1;
}

/** The one-trade candle of a swap in `timeframe`. Prices are token0 in token1; USD prices the displayed token. */
export function swapCandle(swap: SwapRow, timeframe: Timeframe, market: CandleMarket): CandleRow {
  const start = bucketStart(swap.block_timestamp, timeframe);
  const volumeUsd = swap.volume_usd ?? 0;
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
    tvl_usd: liquidityAfter(swap, market),
    reserve0_end: swap.reserve0_after,
    reserve1_end: swap.reserve1_after,
    liquidity_end: swap.liquidity_after,
  };
}

/**
 * Folds `later` (the same bucket, later in chain order; or a finer candle of it) into `candle`:
 * open from the earlier, close and end state from the later. The SQL upsert in workers/stores/candle-writes.ts
 * applies the same rule when a range's candles meet stored ones.
 */
function absorb(candle: CandleRow, later: CandleRow): void {
  candle.high = Math.max(candle.high, later.high);
  candle.low = Math.min(candle.low, later.low);
  candle.close = later.close;
  candle.open_usd = candle.open_usd ?? later.open_usd;
  candle.high_usd = maxOf(candle.high_usd, later.high_usd);
  candle.low_usd = minOf(candle.low_usd, later.low_usd);
  candle.close_usd = later.close_usd ?? candle.close_usd;
  candle.volume_token0 += later.volume_token0;
  candle.volume_token1 += later.volume_token1;
  candle.volume_usd += later.volume_usd;
  candle.trade_count += later.trade_count;
  candle.buy_count += later.buy_count;
  candle.sell_count += later.sell_count;
  candle.buy_volume_usd += later.buy_volume_usd;
  candle.sell_volume_usd += later.sell_volume_usd;
  candle.tvl_usd = later.tvl_usd ?? candle.tvl_usd;
  candle.reserve0_end = later.reserve0_end ?? candle.reserve0_end;
  candle.reserve1_end = later.reserve1_end ?? candle.reserve1_end;
  candle.liquidity_end = later.liquidity_end ?? candle.liquidity_end;
}

/** Two consecutive candles of one bucket (or a finer candle into its coarser bucket) as one. */
export function mergeCandles(earlier: CandleRow, later: CandleRow): CandleRow {
  const merged = { ...earlier };
  absorb(merged, later);
  return merged;
}

/**
 * One timeframe's buckets of a pair within a range, in time order: each bucket's start, the swap that opened it and,
 * once a second trade joined it, its candle. A lone trade's candle is the swap itself: at thousands of pairs most
 * buckets hold one trade, and building a candle object for each kept the collector busy.
 */
type SeriesFold = { timeframe: Timeframe; starts: number[]; openers: SwapRow[]; joined: (CandleRow | null)[] };

/** One pair's swaps of a range and its series of each timeframe. */
type PairFold = { swaps: SwapRow[]; market: CandleMarket; series: SeriesFold[] };

/**
 * Folds swaps in chain order into the buckets of `timeframes`, pair by pair, each pair's series in the candles
 * table's key order.
 */
function foldPairs(swaps: SwapRow[], marketOf: (pair: string) => CandleMarket, timeframes: readonly Timeframe[]): PairFold[] {
  const inKeyOrder = [...timeframes].sort((a, b) => CANDLE_KEY_TIMEFRAMES[a] - CANDLE_KEY_TIMEFRAMES[b]);
  // In chain order a swap's bucket is its series' last one or a new one.
  const folds = new Map<string, PairFold>();
  for (const swap of swaps) {
    let fold = folds.get(swap.pair_address);
    if (fold === undefined) {
      const series = inKeyOrder.map((timeframe) => ({ timeframe, starts: [], openers: [], joined: [] }));
      fold = { swaps: [], market: marketOf(swap.pair_address), series };
      folds.set(swap.pair_address, fold);
    }
    fold.swaps.push(swap);
    let trade: CandleRow | undefined;
    for (const series of fold.series) {
      const start = bucketStart(swap.block_timestamp, series.timeframe);
      const last = series.starts.length - 1;
      if (last < 0 || series.starts[last] !== start) {
        series.starts.push(start);
        series.openers.push(swap);
        series.joined.push(null);
        continue;
      }
      const candle = series.joined[last] ?? swapCandle(series.openers[last]!, series.timeframe, fold.market);
      series.joined[last] = candle;
      trade ??= swapCandle(swap, series.timeframe, fold.market);
      absorb(candle, trade);
    }
  }
  return [...folds.keys()].sort().map((pair) => folds.get(pair)!);
}

/**
 * Candles of every timeframe for swaps in chain order, in the candles table's key order (pair,
 * timeframe, start); `marketOf` tells each pair's displayed side and kind.
 */
export function candlesOfSwaps(swaps: SwapRow[], marketOf: (pair: string) => CandleMarket, timeframes: readonly Timeframe[] = TIMEFRAMES): CandleRow[] {
  return foldPairs(swaps, marketOf, timeframes).flatMap((fold) =>
    fold.series.flatMap((series) => series.joined.map((candle, index) => candle ?? swapCandle(series.openers[index]!, series.timeframe, fold.market))),
  );
}

/**
 * A range's candles of every timeframe split by what they hold: lone trades (in key order), whose
 * candles D1 can build from the swap rows of the same batch, and the candles of several trades
 * (in key order). Most fine candles hold one trade; sending them as swap keys instead of full rows
 * cut most of the bytes a range carries to D1.
 */
export function rangeCandles(swaps: SwapRow[], marketOf: (pair: string) => CandleMarket): RangeCandles {
  const lone = new Map<SwapRow, LoneTrade>();
  const folded: CandleRow[] = [];
  const folds = foldPairs(swaps, marketOf, TIMEFRAMES);
  for (const fold of folds) {
    for (const series of fold.series) {
      for (const [index, candle] of series.joined.entries()) {
        if (candle !== null) {
          folded.push(candle);
          continue;
        }
        const swap = series.openers[index]!;
        const trade = lone.get(swap);
        if (trade === undefined) lone.set(swap, { swap, timeframes: TIMEFRAME_BITS[series.timeframe], tvl_usd: liquidityAfter(swap, fold.market) });
        else trade.timeframes |= TIMEFRAME_BITS[series.timeframe];
      }
    }
  }
  const loneInKeyOrder = folds.flatMap((fold) => fold.swaps.flatMap((swap) => lone.get(swap) ?? []));
  return { lone: loneInKeyOrder, folded };
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
