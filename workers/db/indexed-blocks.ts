// The blocks the indexer has written: the range's end it records, and how deep a reorg can reach.

export type BlockMark = { number: number; hash: string; timestamp: number };

/** How many recent block hashes are kept to find a fork point; nothing older than them is ever rolled back. */
export const KEPT_BLOCK_HASHES = 256;

/** The statements that record `end` as the newest indexed block and forget hashes no reorg can reach. */
export function recordBlockStatements(db: D1Database, end: BlockMark): D1PreparedStatement[] {
  return [
    db
      .prepare("INSERT OR REPLACE INTO indexer_blocks (block_number, block_hash, block_timestamp) VALUES (?1, ?2, ?3)")
      .bind(end.number, end.hash, end.timestamp),
    db.prepare("DELETE FROM indexer_blocks WHERE block_number < ?1").bind(end.number - KEPT_BLOCK_HASHES),
  ];
}

/** The last ingested block, or the block before the start when nothing is indexed. */
export async function readCursor(db: D1Database): Promise<BlockMark | null> {
  const row = await db
    .prepare("SELECT block_number AS number, block_hash AS hash, block_timestamp AS timestamp FROM indexer_blocks ORDER BY block_number DESC LIMIT 1")
    .first<BlockMark>();
  return row ?? null;
}
