import type { CreatorLaunch, CreatorRecord } from "../db/creator-record";

/** A creator's newest 100 launches with their own trading in each, and their confidence score. */
export async function creatorRecord(db: D1Database, creator: string): Promise<CreatorRecord> {
  const [launches, score] = await db.batch([
    db
      .prepare(
        `SELECT t.address, t.symbol, t.creation_timestamp, h.total_bought AS bought, h.total_sold AS sold FROM tokens t
         LEFT JOIN holder_balances h ON h.token_address = t.address AND h.holder_address = t.creator_address
         WHERE t.creator_address = ?1 ORDER BY t.creation_block DESC LIMIT 100`,
      )
      .bind(creator),
    db.prepare("SELECT confidence_tier AS tier, confidence_score AS score FROM creator_scores WHERE principal = ?1").bind(creator),
  ]);
  return { launches: launches!.results as CreatorLaunch[], score: (score!.results[0] as CreatorRecord["score"] | undefined) ?? null };
}
