// The index of armed bot rules by the key that wakes them (migrations/0021_trading_bot.sql).

/** D1 binds at most 100 parameters per statement. */
const KEYS_PER_QUERY = 90;

/** Sets what wakes the rule: none when it is no longer armed. */
export async function setRuleWatch(db: D1Database, userId: string, ruleId: string, keys: string[]): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM bot_watch WHERE rule_id = ?1").bind(ruleId),
    ...keys.map((key) => db.prepare("INSERT OR IGNORE INTO bot_watch (watch_key, rule_id, user_id) VALUES (?1, ?2, ?3)").bind(key, ruleId, userId)),
  ]);
}

/** The users with a rule armed on any of the keys. */
export async function usersWatching(db: D1Database, keys: string[]): Promise<string[]> {
  const users = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const chunk = keys.slice(start, start + KEYS_PER_QUERY);
    const { results } = await db
      .prepare(`SELECT DISTINCT user_id FROM bot_watch WHERE watch_key IN (${chunk.map((_, i) => `?${i + 1}`).join(", ")})`)
      .bind(...chunk)
      .all<{ user_id: string }>();
    for (const row of results) users.add(row.user_id);
  }
  return [...users];
}

/** The launchpad token each pair trades against HYPE (a curve's "pair" is its token itself). */
export async function tokensOfPairs(db: D1Database, pairs: string[]): Promise<Map<string, string[]>> {
  const tokens = new Map<string, string[]>(pairs.map((pair) => [pair, [pair]]));
  for (let start = 0; start < pairs.length; start += KEYS_PER_QUERY) {
    const chunk = pairs.slice(start, start + KEYS_PER_QUERY);
    const { results } = await db
      .prepare(`SELECT address, token0_address, token1_address FROM pairs WHERE address IN (${chunk.map((_, i) => `?${i + 1}`).join(", ")})`)
      .bind(...chunk)
      .all<{ address: string; token0_address: string; token1_address: string }>();
    for (const row of results) tokens.set(row.address, [row.token0_address, row.token1_address]);
  }
  return tokens;
}

/** Launchpad tokens created in the block range. */
export async function launchesBetween(db: D1Database, from: number, to: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT address FROM tokens WHERE token_type = 'launchpad' AND creation_block BETWEEN ?1 AND ?2")
    .bind(from, to)
    .all<{ address: string }>();
  return results.map((row) => row.address);
}
