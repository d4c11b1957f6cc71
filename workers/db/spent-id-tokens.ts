// Google id tokens already used to sign in (auth_spent_id_tokens), by a hash, until they expire.

/** Records the token as spent; false when it already was. Spent tokens past their expiry are dropped on the way. */
export async function spendIdToken(db: D1Database, nonceHash: string, expiresAt: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM auth_spent_id_tokens WHERE expires_at < ?1").bind(Date.now()),
    db.prepare("INSERT INTO auth_spent_id_tokens (nonce_hash, expires_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING").bind(nonceHash, expiresAt),
  ]);
  return inserted?.meta.changes === 1;
}
