import type { Timeframe } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";
import { insertRows } from "../db/json-rows";
import { bucketStart } from "../db/timeframes";
import type { ArchivedGroup, SwapToArchive } from "../retention/swap-archive";
import { SERIES_CANDLE_COLUMNS, type SeriesCandle } from "../series/series-candle";
import { SWAP_COLUMNS } from "./write-range";

// What retention reads and deletes in D1 (workers/retention/ runs it from the cron).

/** 1s and 15s candles pruned by one run at most: a minute's run catches up on days of backlog within hours. */
const PRUNED_CANDLES_A_RUN = 50_000;

/**
 * Deletes 1s and 15s candles whose bucket starts before `cutoff` (unix seconds), pair by pair as a range
 * of each series' keys (candle_key = pair_id << 36 | timeframe << 32 | start), never a scan of the table.
 */
export function pruneFineCandles(db: D1Database, cutoff: number): D1PreparedStatement[] {
  return (["1s", "15s"] as const).map((timeframe) =>
    db
      .prepare(
        `DELETE FROM candle_rows WHERE candle_key IN (SELECT c.candle_key FROM pairs p CROSS JOIN candle_rows c
           ON ${inCandleSeries("c.candle_key", "p.id", CANDLE_KEY_TIMEFRAMES[timeframe], "0", "?1 - 1")} LIMIT ?2)`,
      )
      .bind(cutoff, PRUNED_CANDLES_A_RUN),
  );
}

/**
 * The last final block (?1: no reorg reaches it) of pair `p` that holds swaps: its swaps stay in D1,
 * since prices, liquidity and market caps read a pair's latest trade. Final blocks never change, so
 * what this picks between a run's read and its delete cannot move.
 */
const lastFinalBlock = (p: string) => `(SELECT MAX(m.block_number) FROM swap_rows m WHERE m.pair_id = ${p} AND m.block_number <= ?1)`;

/** Swap rows `s` of pair `p` that may leave D1: at or below block ?2 (final), older than ?3 (unix seconds), before their pair's last final block. */
const archivable = (s: string, p: string) => `${s}.block_number <= ?2 AND ${s}.block_timestamp < ?3 AND ${s}.block_number < ${lastFinalBlock(p)}`;

/** Column `column` of pair p's first swap before its last final block. */
const firstArchivable = (column: string) =>
  `(SELECT s.${column} FROM swap_rows s WHERE s.pair_id = p.id AND s.block_number < ${lastFinalBlock("p.id")} ORDER BY s.block_number LIMIT 1)`;

/** The lowest block holding a swap that may leave D1 and its time, or null; `final` is the highest final block. */
export async function oldestArchivable(db: D1Database, final: number): Promise<{ block: number; timestamp: number } | null> {
  const row = await db
    .prepare(`SELECT MIN(${firstArchivable("block_number")}) AS block, MIN(${firstArchivable("block_timestamp")}) AS timestamp FROM pairs p`)
    .bind(final)
    .first<{ block: number | null; timestamp: number }>();
  return row === null || row.block === null ? null : { block: row.block, timestamp: row.timestamp };
}

const SELECTED = SWAP_COLUMNS.map((column) =>
  column === "pair_address" ? "p.address AS pair_address" : column === "trader_address" ? "t.address AS trader_address" : `s.${column}`,
);

/** Which swaps leave: up to block `last` (at most `final`, the highest final block), older than `before` (unix seconds). */
export type ArchiveSpan = { final: number; last: number; before: number };

/** The swaps of `span`, in chain order, as the archive stores them, with their pair's and trader's ids. */
export async function archivableSwaps(db: D1Database, span: ArchiveSpan): Promise<SwapToArchive[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SELECTED.join(", ")}, s.created_at, s.pair_id, s.trader_id FROM pairs p CROSS JOIN swap_rows s ON s.pair_id = p.id AND ${archivable("s", "p.id")}
       JOIN traders t ON t.id = s.trader_id ORDER BY s.block_number, s.log_index`,
    )
    .bind(span.final, span.last, span.before)
    .all<SwapToArchive>();
  return results;
}

const GROUP_COLUMNS = ["owner_kind", "owner_id", "last_block", "run_first_block", "run_last_block", "byte_offset", "byte_length", "pair_swaps"] as const;

/**
 * One batch's statements: where the archived groups are, and the delete of exactly what archivableSwaps(span)
 * answered (its blocks are final, so nothing there changed since). In one batch, a swap is always in D1 or
 * findable in the archive, never both.
 */
export function recordArchived(db: D1Database, span: ArchiveSpan, groups: ArchivedGroup[]): D1PreparedStatement[] {
  return [
    ...insertRows(db, "archived_swap_groups", GROUP_COLUMNS, groups, { conflict: "" }),
    db
      .prepare(`DELETE FROM swap_rows WHERE pair_id IN (SELECT id FROM pairs) AND ${archivable("swap_rows", "swap_rows.pair_id")}`)
      .bind(span.final, span.last, span.before),
  ];
}

/** The timeframes whose settled candles move to their pair's store (1s and 15s are pruned; 1w stays: lifetime sums read it). */
export const SETTLED_TIMEFRAMES = ["1m", "5m", "15m", "1h", "4h", "1d"] as const;
type SettledTimeframe = (typeof SETTLED_TIMEFRAMES)[number];
const COARSER: Record<SettledTimeframe, Timeframe> = { "1m": "5m", "5m": "15m", "15m": "1h", "1h": "4h", "4h": "1d", "1d": "1w" };

/**
 * Where each timeframe's settled candles end for a pair settled before `settledBefore` (unix seconds): a candle
 * moves once the next coarser bucket holding it has ended too, since a rollback recomputes a coarser bucket
 * from the finer candles it holds.
 */
export function settledStarts(settledBefore: number): Record<SettledTimeframe, number> {
  return Object.fromEntries(SETTLED_TIMEFRAMES.map((timeframe) => [timeframe, bucketStart(settledBefore, COARSER[timeframe])])) as Record<
    SettledTimeframe,
    number
  >;
}

/** A pair whose candles settle up to `settled_before` in this run. */
export type PairToSettle = { id: number; address: string; settled_before: number };

/** SQL: the bucket start of candle key `key`. */
const startOf = (key: string) => `(${key} & 4294967295)`;

/**
 * Up to `pairs` pairs with a day (`backlog` seconds) of candles to settle before `cutoff`, oldest first: from the
 * first 1m candle at or after their boundary, each moves on by `span` seconds at most (bounding one run's copy).
 */
export async function pairsToSettle(db: D1Database, cutoff: number, options: { span: number; backlog: number; pairs: number }): Promise<PairToSettle[]> {
  const { results } = await db
    .prepare(
      `SELECT id, address, MIN(?1, first + ?2) AS settled_before FROM (
         SELECT p.id, p.address, (SELECT ${startOf("c.candle_key")} FROM candle_rows c
           WHERE ${inCandleSeries("c.candle_key", "p.id", CANDLE_KEY_TIMEFRAMES["1m"], "COALESCE(b.settled_before, 0)", "?1 - ?3")}
           ORDER BY c.candle_key LIMIT 1) AS first
         FROM pairs p LEFT JOIN pair_series_boundaries b ON b.pair_id = p.id
       ) WHERE first IS NOT NULL ORDER BY first LIMIT ?4`,
    )
    .bind(cutoff, options.span, options.backlog, options.pairs)
    .all<PairToSettle>();
  return results;
}

/** The pair's candles that settle before `settledBefore`, as its store keeps them. Settled candles no longer change. */
export async function settledCandles(db: D1Database, pair: PairToSettle): Promise<SeriesCandle[]> {
  const starts = settledStarts(pair.settled_before);
  const results = await db.batch(
    SETTLED_TIMEFRAMES.map((timeframe) =>
      db
        .prepare(
          `SELECT candle_key & 68719476735 AS series_key, ${SERIES_CANDLE_COLUMNS.join(", ")} FROM candle_rows
           WHERE ${inCandleSeries("candle_key", "?1", CANDLE_KEY_TIMEFRAMES[timeframe], "0", "?2 - 1")}`,
        )
        .bind(pair.id, starts[timeframe]),
    ),
  );
  return results.flatMap((result) => result.results as SeriesCandle[]);
}

/**
 * One batch's statements, after the pair's store holds settledCandles(pair): the pair's new boundary, and the delete
 * of those candles from D1 save the newest of each series (the rolling statistics read the close before a window).
 */
export function recordSettled(db: D1Database, pair: PairToSettle): D1PreparedStatement[] {
  const starts = settledStarts(pair.settled_before);
  return [
    db
      .prepare(
        `INSERT INTO pair_series_boundaries (pair_id, settled_before) VALUES (?1, ?2)
         ON CONFLICT (pair_id) DO UPDATE SET settled_before = MAX(settled_before, excluded.settled_before)`,
      )
      .bind(pair.id, pair.settled_before),
    ...SETTLED_TIMEFRAMES.map((timeframe) => {
      const settled = inCandleSeries("candle_key", "?1", CANDLE_KEY_TIMEFRAMES[timeframe], "0", "?2 - 1");
      return db
        .prepare(`DELETE FROM candle_rows WHERE ${settled} AND candle_key < (SELECT MAX(candle_key) FROM candle_rows WHERE ${settled})`)
        .bind(pair.id, starts[timeframe]);
    }),
  ];
}

/** The time of the oldest block a rollback can still reach (the oldest kept block hash), or null before any block. */
export async function oldestReorgableTime(db: D1Database): Promise<number | null> {
  return db.prepare("SELECT MIN(block_timestamp) AS timestamp FROM indexer_blocks").first<number | null>("timestamp");
}
