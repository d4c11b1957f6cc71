// The index of waiting alerts by market (migrations/0026_watchlist_alerts.sql), read by the indexer.

export async function watchAlert(db: D1Database, userId: string, alertId: string, pair: string): Promise<void> {
  await db.prepare("INSERT OR IGNORE INTO alert_watch (pair_address, alert_id, user_id) VALUES (?1, ?2, ?3)").bind(pair, alertId, userId).run();
}

export async function unwatchAlerts(db: D1Database, alertIds: string[]): Promise<void> {
  if (alertIds.length === 0) return;
  await db.prepare("DELETE FROM alert_watch WHERE alert_id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(alertIds)).run();
}

/** Each user with a waiting alert on any of the markets, with those markets. */
export async function alertSubscribers(db: D1Database, pairs: string[]): Promise<Map<string, string[]>> {
  const { results } = await db
    .prepare("SELECT DISTINCT user_id, pair_address FROM alert_watch WHERE pair_address IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(pairs))
    .all<{ user_id: string; pair_address: string }>();
  const byUser = new Map<string, string[]>();
  for (const row of results) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.pair_address]);
  return byUser;
}
