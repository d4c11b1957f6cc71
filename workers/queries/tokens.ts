/** Whether the indexer knows the token (any token it indexed, by address). */
export async function isIndexedToken(db: D1Database, address: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM tokens WHERE address = ?1").bind(address.toLowerCase()).first()) !== null;
}
