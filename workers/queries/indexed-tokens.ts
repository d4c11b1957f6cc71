/** Which of `addresses` the indexer knows, lowercase, in one query. */
export async function indexedTokenAddresses(db: D1Database, addresses: readonly string[]): Promise<Set<string>> {
  const lowercase = JSON.stringify(addresses.map((address) => address.toLowerCase()));
  const { results } = await db
    .prepare("SELECT address FROM tokens WHERE address IN (SELECT value FROM json_each(?1))")
    .bind(lowercase)
    .all<{ address: string }>();
  return new Set(results.map((row) => row.address));
}

/** Whether the indexer knows the token (any token it indexed, by address). */
export async function isIndexedToken(db: D1Database, address: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM tokens WHERE address = ?1").bind(address.toLowerCase()).first()) !== null;
}
