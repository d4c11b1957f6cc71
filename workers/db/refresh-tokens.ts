// Refresh tokens (auth_refresh_tokens), by the SHA-256 of the token: the token itself is never stored.

export type RefreshTokenRow = { userId: string; familyId: string; expiresAt: number; rotatedAt: number | null };

export async function insertRefreshToken(db: D1Database, tokenHash: string, row: Omit<RefreshTokenRow, "rotatedAt">): Promise<void> {
  await db
    .prepare("INSERT INTO auth_refresh_tokens (token_hash, user_id, family_id, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(tokenHash, row.userId, row.familyId, row.expiresAt)
    .run();
}

export async function refreshTokenByHash(db: D1Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const row = await db
    .prepare("SELECT user_id AS userId, family_id AS familyId, expires_at AS expiresAt, rotated_at AS rotatedAt FROM auth_refresh_tokens WHERE token_hash = ?1")
    .bind(tokenHash)
    .first<RefreshTokenRow>();
  return row ?? undefined;
}

/** Marks the token used, unless it already was; true when this call marked it (so two racing uses cannot both rotate). */
export async function markRefreshTokenRotated(db: D1Database, tokenHash: string, at: number): Promise<boolean> {
  const result = await db.prepare("UPDATE auth_refresh_tokens SET rotated_at = ?2 WHERE token_hash = ?1 AND rotated_at IS NULL").bind(tokenHash, at).run();
  return result.meta.changes === 1;
}

export async function deleteRefreshTokenFamily(db: D1Database, familyId: string): Promise<void> {
  await db.prepare("DELETE FROM auth_refresh_tokens WHERE family_id = ?1").bind(familyId).run();
}

/** Ends every sign-in of the user. */
export async function deleteRefreshTokensOfUser(db: D1Database, userId: string): Promise<void> {
  await db.prepare("DELETE FROM auth_refresh_tokens WHERE user_id = ?1").bind(userId).run();
}

/** Whether the user's sign-in (refresh token family) still has an unexpired token: logout and reuse delete the family. */
export async function refreshTokenFamilyIsLive(db: D1Database, userId: string, familyId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS live FROM auth_refresh_tokens WHERE family_id = ?1 AND user_id = ?2 AND expires_at > ?3 LIMIT 1")
    .bind(familyId, userId, Date.now())
    .first<{ live: number }>();
  return row !== null;
}

/** A sign-in as its tokens tell it: the earliest and latest token's expiry, and the live token's. */
export type RefreshTokenFamily = { familyId: string; firstExpiresAt: number; lastExpiresAt: number };

/** The user's sign-ins that still have an unexpired, unused token (rotated tokens stay until their family ends). */
export async function liveRefreshTokenFamiliesOfUser(db: D1Database, userId: string): Promise<RefreshTokenFamily[]> {
  const { results } = await db
    .prepare(
      "SELECT family_id AS familyId, MIN(expires_at) AS firstExpiresAt, MAX(expires_at) AS lastExpiresAt FROM auth_refresh_tokens " +
        "WHERE user_id = ?1 GROUP BY family_id HAVING SUM(rotated_at IS NULL AND expires_at > ?2) > 0 ORDER BY lastExpiresAt DESC",
    )
    .bind(userId, Date.now())
    .all<RefreshTokenFamily>();
  return results;
}
