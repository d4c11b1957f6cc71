import { TOKEN_PRICE_SQL } from "./launchpad-tokens";

// Which launchpad tokens each list holds, as addresses; launchpadTokenFacts reads them.
// Newest first is creation block, then log order within the block (rowid).

async function addresses(statement: D1PreparedStatement): Promise<string[]> {
  const { results } = await statement.all<{ address: string }>();
  return results.map((row) => row.address);
}

export function newestTokenAddresses(db: D1Database, limit: number, offset: number): Promise<string[]> {
  return addresses(
    db.prepare("SELECT address FROM tokens WHERE token_type = 'launchpad' ORDER BY creation_block DESC, rowid DESC LIMIT ?1 OFFSET ?2").bind(limit, offset),
  );
}

export function creatorTokenAddresses(db: D1Database, creator: string, limit: number): Promise<string[]> {
  return addresses(
    db
      .prepare("SELECT address FROM tokens WHERE creator_address = ?1 AND token_type = 'launchpad' ORDER BY creation_block DESC, rowid DESC LIMIT ?2")
      .bind(creator, limit),
  );
}

/** The launchpad tokens with the largest market caps (price × circulating supply). */
export function topTokenAddresses(db: D1Database, count: number): Promise<string[]> {
  return addresses(
    db
      .prepare(
        `SELECT t.address FROM tokens t WHERE t.token_type = 'launchpad'
         ORDER BY ${TOKEN_PRICE_SQL} * CAST(COALESCE(t.circulating_supply, '0') AS REAL) DESC, t.creation_block DESC LIMIT ?1`,
      )
      .bind(count),
  );
}
