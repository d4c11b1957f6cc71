import { KEPT_BLOCK_HASHES, readCursor } from "../db/indexed-blocks";
import { insertRows } from "../db/json-rows";
import { type ArchivedGroup, archiveSwaps, type SwapToArchive } from "./swap-archive";
import { SWAP_COLUMNS } from "./swap-writes";

// Swap retention: swaps older than D1's window move to the R2 archive (swap-archive.ts), an hour of them a run.

/** One archive run moves about an hour of swaps (HyperEVM makes about a block a second), and waits for a whole one. */
const ARCHIVE_SPAN_BLOCKS = 3600;
const ARCHIVE_SPAN_SECONDS = 3600;

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
async function oldestArchivable(db: D1Database, final: number): Promise<{ block: number; timestamp: number } | null> {
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
async function archivableSwaps(db: D1Database, span: ArchiveSpan): Promise<SwapToArchive[]> {
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
function recordArchived(db: D1Database, span: ArchiveSpan, groups: ArchivedGroup[]): D1PreparedStatement[] {
  return [
    ...insertRows(db, "archived_swap_groups", GROUP_COLUMNS, groups, { conflict: "" }),
    db
      .prepare(`DELETE FROM swap_rows WHERE pair_id IN (SELECT id FROM pairs) AND ${archivable("swap_rows", "swap_rows.pair_id")}`)
      .bind(span.final, span.last, span.before),
  ];
}

/**
 * Moves the oldest hour of swaps older than `before` (unix seconds) to the archive, once a whole hour has aged out.
 * Swaps leave D1 only below the reorg depth (KEPT_BLOCK_HASHES blocks under the indexed head): a rollback never
 * reaches them. The archive is uploaded first; the rows' delete and the record of where they went are one batch.
 * Answers how many swaps moved.
 */
export async function archiveOldSwaps(env: Pick<Env, "DB" | "SWAP_ARCHIVE">, before: number): Promise<number> {
  const cursor = await readCursor(env.DB);
  if (cursor === null) return 0;
  const final = cursor.number - KEPT_BLOCK_HASHES;
  const oldest = await oldestArchivable(env.DB, final);
  if (oldest === null || oldest.timestamp >= before - ARCHIVE_SPAN_SECONDS) return 0;
  const span = { final, last: Math.min(oldest.block + ARCHIVE_SPAN_BLOCKS - 1, final), before };
  const swaps = await archivableSwaps(env.DB, span);
  if (swaps.length === 0) return 0;
  await env.DB.batch(recordArchived(env.DB, span, await archiveSwaps(env.SWAP_ARCHIVE, swaps)));
  return swaps.length;
}
