import type { CandleRow } from "../db/rows";

// A settled candle as a pair's store (PairSeries) keeps it, apart from the Durable Object so D1's side imports no class.

/** A candle's stored values, those of candle_rows that are not generated from its key, with their SQLite types. */
export const COLUMN_TYPES = {
  open: "REAL NOT NULL",
  high: "REAL NOT NULL",
  low: "REAL NOT NULL",
  close: "REAL NOT NULL",
  open_usd: "REAL",
  high_usd: "REAL",
  low_usd: "REAL",
  close_usd: "REAL",
  volume_token0: "REAL NOT NULL",
  volume_token1: "REAL NOT NULL",
  volume_usd: "REAL NOT NULL",
  trade_count: "INTEGER NOT NULL",
  buy_count: "INTEGER NOT NULL",
  sell_count: "INTEGER NOT NULL",
  buy_volume_usd: "REAL NOT NULL",
  sell_volume_usd: "REAL NOT NULL",
  tvl_usd: "REAL",
  reserve0_end: "TEXT",
  reserve1_end: "TEXT",
  liquidity_end: "TEXT",
  created_at: "TEXT NOT NULL",
  updated_at: "TEXT NOT NULL",
} as const;
export const SERIES_CANDLE_COLUMNS = Object.keys(COLUMN_TYPES) as (keyof typeof COLUMN_TYPES)[];

/**
 * A settled candle as the store keeps it: keyed by `timeframe << 32 | start` (candle_rows' key less the pair id,
 * so it stays a safe JavaScript integer).
 */
export type SeriesCandle = { series_key: number; created_at: string; updated_at: string } & Pick<
  CandleRow,
  Exclude<keyof typeof COLUMN_TYPES, "created_at" | "updated_at">
>;

/** What a reader may ask for: the bucket start and any stored value. */
export type SeriesColumn = "start_timestamp" | keyof typeof COLUMN_TYPES;
