import type { Timeframe } from "../../shared/schemas/chart";
import type { SwapRow } from "../db/rows";

// A candle's columns, declared once: the row type, the column lists of D1's statements and the pair store's table
// all come from here (D1's own table is migrations' SQL, which names the same columns).

/** A candle's stored values (everything but its key: pair, timeframe, start) with their SQLite types. */
export const CANDLE_VALUE_TYPES = {
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
} as const;

type ValueOf<T> = T extends `${"REAL" | "INTEGER"} NOT NULL` ? number : T extends "REAL" ? number | null : T extends "TEXT" ? string | null : never;
type CandleValues = { -readonly [column in keyof typeof CANDLE_VALUE_TYPES]: ValueOf<(typeof CANDLE_VALUE_TYPES)[column]> };

/** A candle as the `candles` view shows it (the generated change columns aside). */
export type CandleRow = { pair_address: string; timeframe: Timeframe; start_timestamp: number; end_timestamp: number } & CandleValues;

export const CANDLE_VALUE_COLUMNS = Object.keys(CANDLE_VALUE_TYPES) as (keyof typeof CANDLE_VALUE_TYPES)[];
export const CANDLE_COLUMNS: (keyof CandleRow)[] = ["pair_address", "timeframe", "start_timestamp", "end_timestamp", ...CANDLE_VALUE_COLUMNS];

/** The pair store's columns: the stored values and when the candle was first and last written. */
export const SERIES_COLUMN_TYPES = { ...CANDLE_VALUE_TYPES, created_at: "TEXT NOT NULL", updated_at: "TEXT NOT NULL" } as const;
export const SERIES_CANDLE_COLUMNS = Object.keys(SERIES_COLUMN_TYPES) as (keyof typeof SERIES_COLUMN_TYPES)[];

/**
 * A settled candle as the pair's store keeps it: keyed by `timeframe << 32 | start` (candle_rows' key less the pair
 * id, so it stays a safe JavaScript integer).
 */
export type SeriesCandle = { series_key: number; created_at: string; updated_at: string } & CandleValues;

/** What a reader may ask the pair's store for: the bucket start and any stored value. */
export type SeriesColumn = "start_timestamp" | keyof typeof SERIES_COLUMN_TYPES;

/**
 * A swap that is the only trade of its bucket, within its range, in each timeframe whose bit
 * (TIMEFRAME_BITS) `timeframes` sets: those candles are the swap itself.
 */
export type LoneTrade = { swap: SwapRow; timeframes: number; tvl_usd: number | null };

export type RangeCandles = { lone: LoneTrade[]; folded: CandleRow[] };
