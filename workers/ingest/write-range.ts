import { WHYPE_ADDRESS } from "../../shared/addresses";
import { TIMEFRAMES } from "../../shared/chart-options";
import { CANDLE_KEY_TIMEFRAMES, candleKeyOf } from "../db/candle-key";
import { columnValues, jsonChunks, jsonValueChunks } from "../db/json-chunks";
import { type InsertOptions, insertRows, JSON_ROWS, jsonColumns } from "../db/json-rows";
import { refreshPairStats, WIDEST_STAT_WINDOW_SECONDS } from "../db/pair-stats";
import type { CandleRow, EventRow, PairRow, RangeRows, SwapRow, TokenRow } from "../db/rows";
import { bucketOrigin, TIMEFRAME_BITS, TIMEFRAME_SECONDS } from "../db/timeframes";
import type { LoneTrade, RangeCandles } from "./candles";
import type { TraderIds } from "./trader-ids";

export type BlockMark = { number: number; hash: string; timestamp: number };

/** How many recent block hashes are kept to find a fork point. */
export const KEPT_BLOCK_HASHES = 256;

const TOKEN_COLUMNS: (keyof TokenRow)[] = [
  "address",
  "name",
  "symbol",
  "decimals",
  "total_supply",
  "circulating_supply",
  "token_type",
  "creator_address",
  "creation_block",
  "creation_timestamp",
  "metadata",
  "facts_missing",
  "block_number",
];
const PAIR_COLUMNS: (keyof PairRow)[] = [
  "id",
  "address",
  "protocol",
  "token0_address",
  "token1_address",
  "fee",
  "creation_block",
  "creation_timestamp",
  "creation_transaction",
  "creator_address",
  "block_number",
];
export const SWAP_COLUMNS: (keyof SwapRow)[] = [
  "pair_address",
  "block_number",
  "block_timestamp",
  "log_index",
  "transaction_hash",
  "trader_address",
  "amount0_in",
  "amount1_in",
  "amount0_out",
  "amount1_out",
  "price0_in1",
  "price1_in0",
  "price_usd",
  "volume_token0",
  "volume_token1",
  "volume_usd",
  "price_impact_percent",
  "reserve0_after",
  "reserve1_after",
  "liquidity_after",
  "sqrt_price_x96_after",
  "is_buy",
  "mcap_usd",
];
const EVENT_COLUMNS: (keyof EventRow)[] = [
  "pair_address",
  "contract_address",
  "event_type",
  "block_number",
  "block_timestamp",
  "log_index",
  "transaction_hash",
  "trader_address",
  "from_address",
  "to_address",
  "token_in_address",
  "token_out_address",
  "amount_in",
  "amount_out",
  "reserve0_after",
  "reserve1_after",
  "liquidity_after",
  "price_per_token",
];
export const CANDLE_COLUMNS: (keyof CandleRow)[] = [
  "pair_address",
  "timeframe",
  "start_timestamp",
  "end_timestamp",
  "open",
  "high",
  "low",
  "close",
  "open_usd",
  "high_usd",
  "low_usd",
  "close_usd",
  "volume_token0",
  "volume_token1",
  "volume_usd",
  "trade_count",
  "buy_count",
  "sell_count",
  "buy_volume_usd",
  "sell_volume_usd",
  "tvl_usd",
  "reserve0_end",
  "reserve1_end",
  "liquidity_end",
];

/**
 * Rows in chain order regrouped by pair: the (pair, block, log index) order of their primary key.
 * Inserted in key order, consecutive rows land on the same B-tree pages; in chain order nearly
 * every row of a busy range went to another page.
 */
function inKeyOrder<T extends { pair_address: string }>(rows: readonly T[]): T[] {
  const byPair = new Map<string, T[]>();
  for (const row of rows) {
    const group = byPair.get(row.pair_address);
    if (group === undefined) byPair.set(row.pair_address, [row]);
    else group.push(row);
  }
  return [...byPair.keys()].sort().flatMap((pair) => byPair.get(pair)!);
}

const created = (at: string) => ({ columns: ["created_at"], at });
const createdAndUpdated = (at: string) => ({ columns: ["created_at", "updated_at"], at });

/** Pair ids by address: swap_rows and candle_rows store a pair's rows under its id (migrations/0006_pair_ids.sql). */
export type PairIds = ReadonlyMap<string, number>;

/** The ids of address columns stored under an integer id: always the pair's, and for swaps the trader's too. */
type AddressIds<T> = { pair_address: PairIds } & { [column in keyof T]?: ReadonlyMap<string, number> };

/**
 * INSERT statements of rows keyed by pair (their columns start with pair_address) into `table`,
 * each address column of `ids` stored as its id (`pair_address` in `pair_id`, `trader_address` in
 * `trader_id`). A row of a market that is not in pairs (a curve whose launch came before the
 * indexer's start block) has no id and is not stored: no pair page could show it.
 */
function insertUnderIds<T extends { pair_address: string }>(
  db: D1Database,
  table: string,
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
  ids: AddressIds<T>,
  options: InsertOptions<T>,
): D1PreparedStatement[] {
  if (columns[0] !== "pair_address") throw new Error("rows keyed by pair start with pair_address");
  const idColumns = columns.flatMap((column, index) => {
    const byAddress = ids[column] as ReadonlyMap<string, number> | undefined;
    return byAddress === undefined ? [] : [{ index, byAddress }];
  });
  const rowValues = columnValues(columns);
  const values = (row: T) => {
    const values = rowValues(row);
    for (const { index, byAddress } of idColumns) values[index] = byAddress.get(values[index] as string);
    return values;
  };
  const stored = columns.map((column) => (ids[column] === undefined ? column : column.replace(/_address$/, "_id")));
  const known = rows.filter((row) => ids.pair_address.has(row.pair_address));
  return insertRows(db, table, stored, known, { ...options, values });
}

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

/** A candle's stored values: everything but its key (pair, timeframe, start) and the end the key implies. */
export const CANDLE_VALUE_COLUMNS = CANDLE_COLUMNS.filter((column) => !["pair_address", "timeframe", "start_timestamp", "end_timestamp"].includes(column));

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

const MILESTONE_COLUMNS = ["token", "block_number", "timestamp"];

function milestoneUpdate(db: D1Database, rows: RangeRows["frozen"], set: string, nowIso: string): D1PreparedStatement[] {
  return jsonChunks(rows, MILESTONE_COLUMNS).map((chunk) =>
    db
      .prepare(
        `${JSON_ROWS} UPDATE tokens SET ${set}, updated_at = ?2 FROM (SELECT ${jsonColumns(MILESTONE_COLUMNS)} FROM r) AS m
         WHERE tokens.address = m.token`,
      )
      .bind(chunk, nowIso),
  );
}

/**
 * The statistics of the pairs a range traded: rewritten for pairs whose trades reach into the windows; a pair whose
 * trades are all older than the widest (a backfill's past) moved none of them, so only one without statistics gets
 * its first. Statistics stored earlier decay with the minute cron's refresh either way.
 */
function statsStatements(db: D1Database, swaps: SwapRow[], nowUnix: number, nowIso: string): D1PreparedStatement[] {
  const newest = new Map<string, number>();
  for (const swap of swaps) newest.set(swap.pair_address, Math.max(newest.get(swap.pair_address) ?? 0, swap.block_timestamp));
  const windowStart = nowUnix - WIDEST_STAT_WINDOW_SECONDS;
  const recent = [...newest.keys()].filter((pair) => newest.get(pair)! >= windowStart);
  const aged = [...newest.keys()].filter((pair) => newest.get(pair)! < windowStart);
  return [
    ...(recent.length > 0 ? [refreshPairStats(db, recent, nowUnix, nowIso)] : []),
    ...(aged.length > 0 ? [refreshPairStats(db, aged, nowUnix, nowIso, true)] : []),
  ];
}

export type RangeWrite = { statements: D1PreparedStatement[]; candleStatements: number[] };

/**
 * Every statement of one range, for a single D1 batch (one transaction): rows, candle merges,
 * token milestones, pair statistics and the new cursor block. With `returnCandles`,
 * `candleStatements` are the batch positions whose results are the merged candles.
 */
export function rangeStatements(
  db: D1Database,
  rows: RangeRows,
  candles: RangeCandles,
  pairIds: PairIds,
  traderIds: TraderIds,
  end: BlockMark,
  now: { iso: string; unix: number; returnCandles: boolean },
): RangeWrite {
  const nowIso = now.iso;
  const statements: D1PreparedStatement[] = [
    ...insertRows(db, "tokens", TOKEN_COLUMNS, rows.tokens, { stamp: createdAndUpdated(nowIso) }),
    ...insertRows(db, "pairs", PAIR_COLUMNS, rows.pairs),
    // Plain INSERT: were a new trader's id or address already taken, the range's batch fails instead of storing swaps under another trader.
    ...insertRows(db, "traders", ["id", "address"], traderIds.created, { conflict: "" }),
    ...insertUnderIds(
      db,
      "swap_rows",
      SWAP_COLUMNS,
      inKeyOrder(rows.swaps),
      { pair_address: pairIds, trader_address: traderIds.ids },
      {
        stamp: created(nowIso),
      },
    ),
    ...insertRows(db, "events", EVENT_COLUMNS, inKeyOrder(rows.events), { stamp: created(nowIso) }),
    ...insertRows(db, "hype_prices", ["block_number", "log_index", "block_timestamp", "price_usd"], rows.hypePrices),
  ];
  if (rows.pairs.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO pair_search (pair_address, symbols, names, block_number)
           SELECT p.address, t0.symbol || ' ' || t1.symbol, t0.name || ' ' || t1.name, p.block_number
           FROM pairs p JOIN tokens t0 ON t0.address = p.token0_address JOIN tokens t1 ON t1.address = p.token1_address
           WHERE p.address IN (SELECT value FROM json_each(?1))`,
        )
        .bind(JSON.stringify(rows.pairs.map((pair) => pair.address))),
    );
  }
  statements.push(...milestoneUpdate(db, rows.frozen, "frozen_block = m.block_number, frozen_at = m.timestamp", nowIso));
  statements.push(
    ...milestoneUpdate(
      db,
      rows.bonded,
      `bonded_block = m.block_number, bonded_at = m.timestamp, pair_created = (SELECT address FROM pairs WHERE protocol = 'hyperswap-v2'
        AND ((token0_address = m.token AND token1_address = '${WHYPE_ADDRESS}') OR (token1_address = m.token AND token0_address = '${WHYPE_ADDRESS}')))`,
      nowIso,
    ),
  );
  const supplyColumns = ["token", "circulating_supply"];
  for (const chunk of jsonChunks(rows.circulating, supplyColumns)) {
    statements.push(
      db
        .prepare(
          `${JSON_ROWS} UPDATE tokens SET circulating_supply = m.circulating_supply FROM (SELECT ${jsonColumns(supplyColumns)} FROM r) AS m
           WHERE tokens.address = m.token`,
        )
        .bind(chunk),
    );
  }
  const candleStatements: number[] = [];
  const candleUpserts = [
    ...upsertLoneCandles(db, candles.lone, pairIds, nowIso, now.returnCandles),
    ...upsertCandles(db, candles.folded, pairIds, nowIso, now.returnCandles),
  ];
  for (const statement of candleUpserts) {
    candleStatements.push(statements.length);
    statements.push(statement);
  }
  statements.push(...statsStatements(db, rows.swaps, now.unix, nowIso));
  statements.push(
    db
      .prepare("INSERT OR REPLACE INTO indexer_blocks (block_number, block_hash, block_timestamp) VALUES (?1, ?2, ?3)")
      .bind(end.number, end.hash, end.timestamp),
    db.prepare("DELETE FROM indexer_blocks WHERE block_number < ?1").bind(end.number - KEPT_BLOCK_HASHES),
  );
  return { statements, candleStatements };
}
