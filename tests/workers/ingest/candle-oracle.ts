// Candles folded by hand from swap rows, for tests: written here from the spec's rules (buckets aligned to
// UTC, weeks starting on Monday; open the first trade, close and end state the last; sums and counts), not
// with the indexer's fold, so a bug in that fold cannot hide in its own oracle. Markets display their token0.

/** What a candle needs of a swap, as the swaps table stores it. */
export type SwapFacts = {
  pair_address: string;
  block_number: number;
  log_index: number;
  block_timestamp: number;
  price0_in1: number;
  price_usd: number | null;
  volume_token0: number;
  volume_token1: number;
  volume_usd: number | null;
  is_buy: 0 | 1;
  reserve0_after: string | null;
  reserve1_after: string | null;
  liquidity_after: string | null;
};

/** A candle's figures before its first trade is folded in; its four prices are that trade's. */
const EMPTY_FIGURES = {
  open_usd: null,
  high_usd: null,
  low_usd: null,
  close_usd: null,
  volume_token0: 0,
  volume_token1: 0,
  volume_usd: 0,
  trade_count: 0,
  buy_count: 0,
  sell_count: 0,
  buy_volume_usd: 0,
  sell_volume_usd: 0,
  tvl_usd: null,
  reserve0_end: null,
  reserve1_end: null,
  liquidity_end: null,
};
type Field = "end_timestamp" | "open" | "high" | "low" | "close" | keyof typeof EMPTY_FIGURES;

/** A candle's figures, as the candles table stores them, besides its key (pair, timeframe, start). */
export const CANDLE_FIELDS: readonly Field[] = ["end_timestamp", "open", "high", "low", "close", ...(Object.keys(EMPTY_FIGURES) as Field[])];

export type FoldedCandle = { pair_address: string; timeframe: string; start_timestamp: number } & Record<Field, number | string | null>;

const SECONDS: Record<string, number> = { "1s": 1, "15s": 15, "1m": 60, "5m": 300, "15m": 900, "1h": 3600, "4h": 14_400, "1d": 86_400, "1w": 604_800 };
/** 1970-01-01 was a Thursday: weeks start four days after the epoch. */
const MONDAY_AFTER_EPOCH = 4 * 86_400;

function startOf(timestamp: number, timeframe: string): number {
  const size = SECONDS[timeframe]!;
  const origin = timeframe === "1w" ? MONDAY_AFTER_EPOCH : 0;
  return Math.floor((timestamp - origin) / size) * size + origin;
}

/** The pool's USD value after a swap: each reserve (whole units) at the trade's USD prices. */
function valueAfter(swap: SwapFacts): number | null {
  if (swap.price_usd === null || swap.reserve0_after === null || swap.reserve1_after === null) return null;
  return Number(swap.reserve0_after) * swap.price_usd + Number(swap.reserve1_after) * (swap.price_usd / swap.price0_in1);
}

/** Every candle of `swaps` (in chain order) in every timeframe, by "pair timeframe start". */
export function foldSwaps(swaps: readonly SwapFacts[]): Map<string, FoldedCandle> {
  const candles = new Map<string, FoldedCandle>();
  for (const swap of swaps) {
    const usd = swap.volume_usd ?? 0;
    for (const timeframe of Object.keys(SECONDS)) {
      const start = startOf(swap.block_timestamp, timeframe);
      const key = `${swap.pair_address} ${timeframe} ${start}`;
      const candle = candles.get(key) ?? {
        pair_address: swap.pair_address,
        timeframe,
        start_timestamp: start,
        end_timestamp: start + SECONDS[timeframe]!,
        open: swap.price0_in1,
        high: swap.price0_in1,
        low: swap.price0_in1,
        close: swap.price0_in1,
        ...EMPTY_FIGURES,
      };
      const n = (field: Field) => candle[field] as number;
      candle.high = Math.max(n("high"), swap.price0_in1);
      candle.low = Math.min(n("low"), swap.price0_in1);
      candle.close = swap.price0_in1;
      if (swap.price_usd !== null) {
        candle.open_usd ??= swap.price_usd;
        candle.high_usd = candle.high_usd === null ? swap.price_usd : Math.max(n("high_usd"), swap.price_usd);
        candle.low_usd = candle.low_usd === null ? swap.price_usd : Math.min(n("low_usd"), swap.price_usd);
        candle.close_usd = swap.price_usd;
      }
      candle.volume_token0 = n("volume_token0") + swap.volume_token0;
      candle.volume_token1 = n("volume_token1") + swap.volume_token1;
      candle.volume_usd = n("volume_usd") + usd;
      candle.trade_count = n("trade_count") + 1;
      candle.buy_count = n("buy_count") + swap.is_buy;
      candle.sell_count = n("sell_count") + 1 - swap.is_buy;
      candle.buy_volume_usd = n("buy_volume_usd") + (swap.is_buy ? usd : 0);
      candle.sell_volume_usd = n("sell_volume_usd") + (swap.is_buy ? 0 : usd);
      candle.tvl_usd = valueAfter(swap);
      candle.reserve0_end = swap.reserve0_after;
      candle.reserve1_end = swap.reserve1_after;
      candle.liquidity_end = swap.liquidity_after;
      candles.set(key, candle);
    }
  }
  return candles;
}
