/** Every creator's newest launchpad tokens (at most `perCreator` each), newest first, by creator. */
export async function launchesByCreator(db: D1Database, perCreator: number): Promise<Map<string, string[]>> {
  const { results } = await db
    .prepare(
      `SELECT address, creator_address AS creator FROM (
         SELECT address, creator_address, creation_block, rowid AS seq,
           ROW_NUMBER() OVER (PARTITION BY creator_address ORDER BY creation_block DESC, rowid DESC) AS position
         FROM tokens WHERE token_type = 'launchpad' AND creator_address IS NOT NULL
       ) WHERE position <= ?1 ORDER BY creator, creation_block DESC, seq DESC`,
    )
    .bind(perCreator)
    .all<{ address: string; creator: string }>();
  const byCreator = new Map<string, string[]>();
  for (const row of results) {
    const tokens = byCreator.get(row.creator) ?? [];
    tokens.push(row.address);
    byCreator.set(row.creator, tokens);
  }
  return byCreator;
}
