import { readCursor } from "../db/indexed-blocks";

/** At the head the indexer writes a block a few hundred milliseconds after it is mined; a trade waits this long at most. */
const INDEX_WAIT_MS = 2_000;
const POLL_MS = 100;
/** An indexer further behind than this is backfilling, and would not reach the trade's block in time. */
const AT_HEAD_BLOCKS = 5;

/**
 * Waits until the indexer has written `block`, so the session that answers a trade carries a bookmark from
 * after the trade's swap and position were written: the trader's next reads (position box, trades table),
 * sending it back, see the trade. An indexer that is not running at the head is not waited for.
 */
export async function awaitIndexed(db: D1Database, block: number): Promise<boolean> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  for (;;) {
    const cursor = await readCursor(db);
    if (cursor === null || cursor.number < block - AT_HEAD_BLOCKS) return false;
    if (cursor.number >= block) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
