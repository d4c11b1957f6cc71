import { readCursor } from "../ingest/ingest-step";
import { archivableSwaps, oldestArchivable, pruneFineCandles, recordArchived } from "../ingest/retention";
import { KEPT_BLOCK_HASHES } from "../ingest/write-range";
import { retentionConfig } from "./retention-config";
import { settleSeries } from "./settle-series";
import { archiveSwaps } from "./swap-archive";

/** One archive run moves about an hour of swaps (HyperEVM makes about a block a second), and waits for a whole one. */
const ARCHIVE_SPAN_BLOCKS = 3600;
const ARCHIVE_SPAN_SECONDS = 3600;

/**
 * The minute cron's retention: prunes 1s and 15s candles older than their window, and moves the oldest
 * hour of swaps older than theirs to the archive, once a whole hour has aged out. Swaps leave D1 only
 * below the reorg depth (KEPT_BLOCK_HASHES blocks under the indexed head): a rollback never reaches them.
 * The archive is uploaded first; the rows' delete and the record of where they went are one batch.
 * Settled candles move to their pairs' stores (settle-series.ts).
 */
export async function applyRetention(
  env: Pick<Env, "DB" | "SWAP_ARCHIVE" | "PAIR_SERIES" | "RETENTION_FINE_CANDLE_HOURS" | "RETENTION_SWAP_DAYS" | "RETENTION_SERIES_DAYS">,
  nowUnix: number,
) {
  const config = retentionConfig(env);
  await env.DB.batch(pruneFineCandles(env.DB, nowUnix - config.fineCandleSeconds));
  await settleSeries(env, nowUnix);
  const before = nowUnix - config.swapSeconds;
  const cursor = await readCursor(env.DB);
  if (cursor === null) return { archivedSwaps: 0 };
  const final = cursor.number - KEPT_BLOCK_HASHES;
  const oldest = await oldestArchivable(env.DB, final);
  if (oldest === null || oldest.timestamp >= before - ARCHIVE_SPAN_SECONDS) return { archivedSwaps: 0 };
  const span = { final, last: Math.min(oldest.block + ARCHIVE_SPAN_BLOCKS - 1, final), before };
  const swaps = await archivableSwaps(env.DB, span);
  if (swaps.length === 0) return { archivedSwaps: 0 };
  await env.DB.batch(recordArchived(env.DB, span, await archiveSwaps(env.SWAP_ARCHIVE, swaps)));
  return { archivedSwaps: swaps.length };
}
