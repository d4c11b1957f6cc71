// How long D1 keeps the fine-grained series, from the worker's vars (wrangler.toml [vars]).

/** 1s and 15s candles are kept this many hours unless RETENTION_FINE_CANDLE_HOURS says otherwise. */
export const FINE_CANDLE_DEFAULT_HOURS = 48;
/** Swaps stay in D1 this many days unless RETENTION_SWAP_DAYS says otherwise; older ones move to R2. */
export const SWAP_ARCHIVE_DEFAULT_DAYS = 3;

/** 1m to 1d candles stay in D1 this many days unless RETENTION_SERIES_DAYS says otherwise; older ones move to their pair's store. */
export const SERIES_DEFAULT_DAYS = 3;
/** At least a day: the rolling statistics (up to 24 hours) sum candles D1 must still hold. */
const SERIES_MIN_DAYS = 1;

export type RetentionConfig = { fineCandleSeconds: number; swapSeconds: number; seriesSeconds: number };

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : fallback;
};

export function retentionConfig(env: Pick<Env, "RETENTION_FINE_CANDLE_HOURS" | "RETENTION_SWAP_DAYS" | "RETENTION_SERIES_DAYS">): RetentionConfig {
  return {
    fineCandleSeconds: Math.round(positive(env.RETENTION_FINE_CANDLE_HOURS, FINE_CANDLE_DEFAULT_HOURS) * 3600),
    swapSeconds: Math.round(positive(env.RETENTION_SWAP_DAYS, SWAP_ARCHIVE_DEFAULT_DAYS) * 86_400),
    seriesSeconds: Math.round(Math.max(positive(env.RETENTION_SERIES_DAYS, SERIES_DEFAULT_DAYS), SERIES_MIN_DAYS) * 86_400),
  };
}
