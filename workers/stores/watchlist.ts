import { WATCHLIST_MAX } from "../../shared/schemas/watchlist";

// Signed-in users' starred markets (migrations/0026_watchlist_alerts.sql).

/** The user's starred markets, most recently starred first. */
export async function watchlistOf(db: D1Database, userId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT pair_address FROM watchlist WHERE user_id = ?1 ORDER BY added_at DESC, pair_address")
    .bind(userId)
    .all<{ pair_address: string }>();
  return results.map((row) => row.pair_address);
}

/**
 * Stars each market not starred yet while the list has room (in one statement, so two tabs cannot pass the cap);
 * false when some did not fit.
 */
export async function starMarkets(db: D1Database, userId: string, pairs: string[]): Promise<boolean> {
  const now = new Date().toISOString();
  const statements = pairs.map((pair) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO watchlist (user_id, pair_address, added_at)
         SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM watchlist WHERE user_id = ?1) < ?4`,
      )
      .bind(userId, pair, now, WATCHLIST_MAX),
  );
  if (statements.length > 0) await db.batch(statements);
  const starred = new Set(await watchlistOf(db, userId));
  return pairs.every((pair) => starred.has(pair));
}

export async function unstarMarket(db: D1Database, userId: string, pair: string): Promise<void> {
  await db.prepare("DELETE FROM watchlist WHERE user_id = ?1 AND pair_address = ?2").bind(userId, pair).run();
}
