// What a chart can be asked for, free of zod so the chart iframe's small bundle can use it too.

/** Candle timeframes, finest first (spec 5). */
export const TIMEFRAMES = ["1s", "15s", "1m", "5m", "15m", "1h", "4h", "1d", "1w"] as const;
export const DEFAULT_TIMEFRAME = "1d";

/** `01` token0 in token1, `10` the inverse, `usd` the displayed token in USD, `mcap` its market cap. */
export const CANDLE_TYPES = ["01", "10", "usd", "mcap"] as const;
