import { ZERO_ADDRESS } from "../../shared/addresses";
import { nftCollectionData } from "../queries/nft-collections";
import { ACTIVITY_SHOWN, collectionSnapshot } from "../tools/nft/collection-snapshot";

/** Collections rebuilt per step: the rest wait for the next (the chain ingestor runs one every two seconds at the head). */
const COLLECTIONS_PER_STEP = 5;
/** A clean snapshot is rebuilt after this long: its 24 h and 7 d windows and the floor's 24 h change move on. */
export const STATS_MAX_AGE_SECONDS = 60;

/**
 * Rebuilds the holdings and snapshot of the collections that changed (dirty), have none yet, or whose snapshot
 * is older than STATS_MAX_AGE_SECONDS: the whole history is read here, off the request path, so a page reads one
 * row. Returns how many were rebuilt.
 */
export async function refreshNftStats(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT c.address FROM nft_collections c LEFT JOIN nft_collection_stats s ON s.address = c.address
       WHERE c.checked = 1 AND c.standard IN ('erc721', 'erc1155') AND (s.address IS NULL OR s.dirty = 1 OR s.computed_at <= ?1)
       ORDER BY s.computed_at IS NOT NULL, s.computed_at LIMIT ?2`,
    )
    .bind(now - STATS_MAX_AGE_SECONDS, COLLECTIONS_PER_STEP)
    .all<{ address: string }>();
  for (const { address } of results) await refreshCollection(db, address, now);
  return results.length;
}

async function refreshCollection(db: D1Database, address: string, now: number): Promise<void> {
  // Cleared first: a range written while this one is computed sets it again, and the next step sees it.
  await db.batch([
    db.prepare("UPDATE nft_collection_stats SET dirty = 0 WHERE address = ?1").bind(address),
    db.prepare("DELETE FROM nft_holdings WHERE collection = ?1").bind(address),
    db
      .prepare(
        `INSERT INTO nft_holdings (collection, token_id, holder, held)
         SELECT collection, token_id, holder, SUM(n) AS held FROM (
           SELECT collection, token_id, to_address AS holder, CAST(amount AS INTEGER) AS n FROM nft_transfers WHERE collection = ?1
           UNION ALL SELECT collection, token_id, from_address, -CAST(amount AS INTEGER) FROM nft_transfers WHERE collection = ?1)
         WHERE holder != '${ZERO_ADDRESS}' GROUP BY collection, token_id, holder HAVING held > 0`,
      )
      .bind(address),
  ]);
  const data = await nftCollectionData(db, address, ACTIVITY_SHOWN);
  if (data === null) return;
  await db
    .prepare(
      `INSERT INTO nft_collection_stats (address, dirty, computed_at, snapshot) VALUES (?1, 0, ?2, ?3)
       ON CONFLICT (address) DO UPDATE SET computed_at = excluded.computed_at, snapshot = excluded.snapshot`,
    )
    .bind(address, now, JSON.stringify(collectionSnapshot(data, now)))
    .run();
}
