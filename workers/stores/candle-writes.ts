import { TIMEFRAMES } from "../../shared/chart-options";
import { CANDLE_KEY_TIMEFRAMES, candleKeyOf } from "../db/candle-key";
import type { PairIds } from "../db/ids";
import { columnValues, jsonChunks, jsonValueChunks } from "../db/json-chunks";
import { JSON_ROWS, jsonColumns } from "../db/json-rows";
import { bucketOrigin, TIMEFRAME_BITS, TIMEFRAME_SECONDS } from "../db/timeframes";
import { CANDLE_COLUMNS, CANDLE_VALUE_COLUMNS, type CandleRow, type LoneTrade, type RangeCandles } from "./candle-columns";

// How candles are written to D1: a range's candles merged into the stored ones, and candles replaced after a rollback.

/** How a range's candle meets the stored one of its bucket: the same rule as mergeCandles. */
const MERGE_INTO_STORED = `ON CONFLICT (candle_key) DO UPDATE SET
  high = max(high, excluded.high),
  low = min(low, excluded.low),
  close = excluded.close,
  open_usd = coalesce(open_usd, excluded.open_usd),
  high_usd = coalesce(max(high_usd, excluded.high_usd), high_usd, excluded.high_usd),
  low_usd = coalesce(min(low_usd, excluded.low_usd), low_usd, excluded.low_usd),
  close_usd = coalesce(excluded.close_usd, close_usd),
  volume_token0 = volume_token0 + excluded.volume_token0,
  volume_token1 = volume_token1 + excluded.volume_token1,
  volume_usd = volume_usd + excluded.volume_usd,
  trade_count = trade_count + excluded.trade_count,
  buy_count = buy_count + excluded.buy_count,
  sell_count = sell_count + excluded.sell_count,
  buy_volume_usd = buy_volume_usd + excluded.buy_volume_usd,
  sell_volume_usd = sell_volume_usd + excluded.sell_volume_usd,
  tvl_usd = coalesce(excluded.tvl_usd, tvl_usd),
  reserve0_end = coalesce(excluded.reserve0_end, reserve0_end),
  reserve1_end = coalesce(excluded.reserve1_end, reserve1_end),
  liquidity_end = coalesce(excluded.liquidity_end, liquidity_end),
  updated_at = excluded.updated_at`;

/** The merged candles as CandleRows: the stored row's pair id back to its address. */
const returningCandles = (returning: boolean) =>
  returning ? `RETURNING (SELECT address FROM pairs WHERE id = candle_rows.pair_id) AS pair_address, ${CANDLE_COLUMNS.slice(1).join(", ")}` : "";

/**
 * INSERT statements of whole candles into candle_rows, each under the key of its pair's id,
 * timeframe and start; `clause` follows the SELECT (an upsert). A candle of a pair without id is not stored.
 */
function insertCandles(db: D1Database, candles: CandleRow[], pairIds: PairIds, now: string, conflict: string, clause = ""): D1PreparedStatement[] {
  const columns = ["pair_id", "timeframe_number", "start_timestamp", ...CANDLE_VALUE_COLUMNS];
  const sql = `${JSON_ROWS}, c AS (SELECT ${jsonColumns(columns)} FROM r)
    INSERT ${conflict} INTO candle_rows (candle_key, ${CANDLE_VALUE_COLUMNS.join(", ")}, created_at, updated_at)
    SELECT ${candleKeyOf("pair_id", "timeframe_number", "start_timestamp")}, ${CANDLE_VALUE_COLUMNS.join(", ")}, ?2, ?2 FROM c WHERE true ${clause}`;
  const values = columnValues(CANDLE_VALUE_COLUMNS);
  const known = candles.filter((candle) => pairIds.has(candle.pair_address));
  return jsonValueChunks(known, (candle) => [
    pairIds.get(candle.pair_address),
    CANDLE_KEY_TIMEFRAMES[candle.timeframe],
    candle.start_timestamp,
    ...values(candle),
  ]).map((chunk) => db.prepare(sql).bind(chunk, now));
}

/** Candles of several trades merged into the stored ones; `returning`: answers the merged rows. */
function upsertCandles(db: D1Database, candles: CandleRow[], pairIds: PairIds, now: string, returning: boolean): D1PreparedStatement[] {
  return insertCandles(db, candles, pairIds, now, "", `${MERGE_INTO_STORED} ${returningCandles(returning)}`);
}

/** Each timeframe's number in a candle key, bucket size, origin and LoneTrade bit, as SQL table `t`. */
const TIMEFRAME_TABLE = `t (number, seconds, origin, bit) AS (VALUES ${TIMEFRAMES.map(
  (timeframe) => `(${CANDLE_KEY_TIMEFRAMES[timeframe]}, ${TIMEFRAME_SECONDS[timeframe]}, ${bucketOrigin(timeframe)}, ${TIMEFRAME_BITS[timeframe]})`,
).join(", ")})`;

const LONE_COLUMNS = ["pair_id", "block_number", "log_index", "tvl_usd", "timeframes"];

/**
 * The one-trade candles of lone trades, built from their swap rows (written earlier in the same
 * batch) and merged into the stored ones; bucket starts as bucketStart computes them.
 */
function upsertLoneCandles(db: D1Database, lone: LoneTrade[], pairIds: PairIds, now: string, returning: boolean): D1PreparedStatement[] {
  const start = "((s.block_timestamp - t.origin) / t.seconds * t.seconds + t.origin)";
  const volumeUsd = "coalesce(s.volume_usd, 0)";
  // The trades' values are read out once into `l`: read in the join, they were read again for each of `t`'s rows.
  const sql = `${JSON_ROWS}, l AS MATERIALIZED (SELECT ${jsonColumns(LONE_COLUMNS)} FROM r), ${TIMEFRAME_TABLE}
    INSERT INTO candle_rows (candle_key, ${CANDLE_VALUE_COLUMNS.join(", ")}, created_at, updated_at)
    SELECT ${candleKeyOf("s.pair_id", "t.number", start)},
      s.price0_in1, s.price0_in1, s.price0_in1, s.price0_in1, s.price_usd, s.price_usd, s.price_usd, s.price_usd,
      s.volume_token0, s.volume_token1, ${volumeUsd}, 1, s.is_buy, 1 - s.is_buy,
      iif(s.is_buy, ${volumeUsd}, 0), iif(s.is_buy, 0, ${volumeUsd}), l.tvl_usd,
      s.reserve0_after, s.reserve1_after, s.liquidity_after, ?2, ?2
    FROM l CROSS JOIN swap_rows s CROSS JOIN t
    WHERE s.pair_id = l.pair_id AND s.block_number = l.block_number AND s.log_index = l.log_index AND l.timeframes & t.bit
    ${MERGE_INTO_STORED} ${returningCandles(returning)}`;
  const rows = lone.flatMap(({ swap, timeframes, tvl_usd }) => {
    const pairId = pairIds.get(swap.pair_address);
    return pairId === undefined ? [] : [{ pair_id: pairId, block_number: swap.block_number, log_index: swap.log_index, tvl_usd, timeframes }];
  });
  return jsonChunks(rows, LONE_COLUMNS).map((chunk) => db.prepare(sql).bind(chunk, now));
}

/** Replaces candles outright (after a rollback recomputed them). */
export function replaceCandles(db: D1Database, candles: CandleRow[], pairIds: PairIds, now: string): D1PreparedStatement[] {
  return insertCandles(db, candles, pairIds, now, "OR REPLACE");
}

/**
 * A range's candle statements: lone trades' candles (built from their swap rows, written earlier in the same batch)
 * and the folded ones, merged into the stored candles; with `returning`, each answers the merged rows.
 */
export function mergeCandleStatements(db: D1Database, candles: RangeCandles, pairIds: PairIds, now: string, returning: boolean): D1PreparedStatement[] {
  return [...upsertLoneCandles(db, candles.lone, pairIds, now, returning), ...upsertCandles(db, candles.folded, pairIds, now, returning)];
}
