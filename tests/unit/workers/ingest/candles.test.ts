import { describe, expect, it } from "vitest";
import { TIMEFRAMES } from "../../../../shared/chart-options";
import type { SwapRow } from "../../../../workers/db/rows";
import { TIMEFRAME_BITS } from "../../../../workers/db/timeframes";
import { type CandleMarket, candlesOfSwaps, mergeCandles, rangeCandles, swapCandle } from "../../../../workers/ingest/candles";

/** A pool that displays its token0 (as every pair here does). */
const POOL_SHOWING_TOKEN0: CandleMarket = { token0Shown: true, curve: false };

const PAIR_A = "0x000000000000000000000000000000000000000a";
const PAIR_B = "0x000000000000000000000000000000000000000b";

function swap(pair: string, block: number, timestamp: number, price: number, isBuy: 0 | 1, volumeUsd: number): SwapRow {
  return {
    pair_address: pair,
    block_number: block,
    block_timestamp: timestamp,
    log_index: 0,
    transaction_hash: `0x${String(block).padStart(64, "0")}`,
    trader_address: "0x00000000000000000000000000000000000000ff",
    amount0_in: "0",
    amount1_in: "0",
    amount0_out: "0",
    amount1_out: "0",
    price0_in1: price,
    price1_in0: 1 / price,
    price_usd: price * 40,
    volume_token0: 1,
    volume_token1: price,
    volume_usd: volumeUsd,
    price_impact_percent: null,
    reserve0_after: String(1000 + block),
    reserve1_after: "500",
    liquidity_after: null,
    sqrt_price_x96_after: null,
    is_buy: isBuy,
    mcap_usd: null,
  };
}

// Chain order interleaves the pairs; 1_700_000_000 is 20:26:40 UTC, so the third trade of B opens a
// new minute. A trades once; B trades at :10 and :11 (one 15s and one 1m bucket) and alone at :70.
const swaps = [
  swap(PAIR_B, 1, 1_700_000_010, 2, 1, 10),
  swap(PAIR_A, 1, 1_700_000_010, 5, 0, 3),
  swap(PAIR_B, 2, 1_700_000_011, 4, 0, 20),
  swap(PAIR_B, 3, 1_700_000_070, 1, 1, 5),
];

describe("candlesOfSwaps", () => {
  const candles = candlesOfSwaps(swaps, () => POOL_SHOWING_TOKEN0, ["1s", "1m", "1h"]);

  it("answers the candles in the table's key order: pair, timeframe (finest first), start", () => {
    expect(candles.map((c) => `${c.pair_address.slice(-1)} ${c.timeframe} ${c.start_timestamp}`)).toEqual([
      "a 1s 1700000010",
      "a 1m 1699999980",
      "a 1h 1699999200",
      "b 1s 1700000010",
      "b 1s 1700000011",
      "b 1s 1700000070",
      "b 1m 1699999980",
      "b 1m 1700000040",
      "b 1h 1699999200",
    ]);
  });

  it("folds a bucket's trades: open from the first, close and end state from the last, sums and counts", () => {
    const hour = candles.find((c) => c.pair_address === PAIR_B && c.timeframe === "1h")!;
    expect(hour).toMatchObject({
      open: 2,
      high: 4,
      low: 1,
      close: 1,
      open_usd: 80,
      high_usd: 160,
      low_usd: 40,
      close_usd: 40,
      volume_token0: 3,
      volume_token1: 7,
      volume_usd: 35,
      trade_count: 3,
      buy_count: 2,
      sell_count: 1,
      buy_volume_usd: 15,
      sell_volume_usd: 20,
      reserve0_end: "1003",
      end_timestamp: 1_700_002_800,
    });
    const second = candles.find((c) => c.pair_address === PAIR_B && c.timeframe === "1s" && c.start_timestamp === 1_700_000_010)!;
    expect(second).toMatchObject({ open: 2, close: 2, trade_count: 1, volume_usd: 10, end_timestamp: 1_700_000_011 });
  });

  it("mergeCandles leaves both candles as they were", () => {
    const [earlier, later] = candlesOfSwaps(swaps.slice(0, 1), () => POOL_SHOWING_TOKEN0, ["1s"]).concat(
      candlesOfSwaps(swaps.slice(2, 3), () => POOL_SHOWING_TOKEN0, ["1s"]),
    );
    const before = structuredClone([earlier, later]);
    const merged = mergeCandles(earlier!, later!);
    expect([earlier, later]).toEqual(before);
    expect(merged).toMatchObject({ open: 2, close: 4, trade_count: 2, volume_usd: 30 });
  });
});

describe("rangeCandles", () => {
  const { lone, folded } = rangeCandles(swaps, () => POOL_SHOWING_TOKEN0);

  it("names each trade alone in its bucket with the timeframes where it is, in key order", () => {
    // One bit per timeframe in TIMEFRAMES order: 1s 0b1, 15s 0b10, 1m 0b100, … 1w 0b100000000.
    expect(lone.map((trade) => [trade.swap.pair_address.slice(-1), trade.swap.block_number, trade.timeframes])).toEqual([
      ["a", 1, 2 ** TIMEFRAMES.length - 1],
      ["b", 1, 0b1],
      ["b", 2, 0b1],
      ["b", 3, 0b111],
    ]);
    // A's trade at 5 token1 per token0 and $200 per token0: 1001 token0 at $200 and 500 token1 at $40.
    expect(lone[0]!.tvl_usd).toBe(1001 * 200 + 500 * 40);
  });

  it("values a curve at twice its real HYPE, leaving out the 300 virtual HYPE its reserve counts", () => {
    const trade = { ...swaps[1]!, reserve1_after: "345.5" };
    const [candle] = candlesOfSwaps([trade], () => ({ token0Shown: true, curve: true }), ["1s"]);
    // The trade's HYPE is worth $200 / 5 = $40.
    expect(candle!.tvl_usd).toBeCloseTo(2 * 45.5 * 40, 9);
  });

  it("folds only the buckets of several trades, in key order", () => {
    expect(folded.map((c) => `${c.pair_address.slice(-1)} ${c.timeframe} ${c.start_timestamp} ${c.trade_count}`)).toEqual([
      "b 15s 1700000010 2",
      "b 1m 1699999980 2",
      "b 5m 1699999800 3",
      "b 15m 1699999200 3",
      "b 1h 1699999200 3",
      "b 4h 1699992000 3",
      "b 1d 1699920000 3",
      "b 1w 1699833600 3",
    ]);
  });

  it("loses no candle: lone trades' one-trade candles and the folded ones are candlesOfSwaps' candles", () => {
    const rebuilt = [
      ...folded,
      ...lone.flatMap(({ swap: trade, timeframes }) =>
        TIMEFRAMES.filter((timeframe) => timeframes & TIMEFRAME_BITS[timeframe]).map((timeframe) => swapCandle(trade, timeframe, POOL_SHOWING_TOKEN0)),
      ),
    ];
    const key = (c: { pair_address: string; timeframe: string; start_timestamp: number }) => `${c.pair_address} ${c.timeframe} ${c.start_timestamp}`;
    const byKey = (candles: typeof rebuilt) => [...candles].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(byKey(rebuilt)).toEqual(byKey(candlesOfSwaps(swaps, () => POOL_SHOWING_TOKEN0)));
  });
});
