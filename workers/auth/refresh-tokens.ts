import { sha256Hex } from "../../shared/sha256";
import {
  deleteRefreshTokenFamily,
  deleteRefreshTokensOfUser,
  insertRefreshToken,
  markRefreshTokenRotated,
  refreshTokenByHash,
  refreshTokenFamilyIsLive,
} from "../db/refresh-tokens";
import { ApiError } from "../http/errors";

// Refresh tokens: 32 random bytes, stored as their SHA-256, rotated on every use. A family is one
// sign-in's chain of tokens; a token presented after it was rotated revokes the family (reuse detection).
// The access tokens of a sign-in name its family (sid) and die with it.

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export type IssuedRefreshToken = { refreshToken: string; familyId: string };

export async function issueRefreshToken(db: D1Database, userId: string, familyId: string = crypto.randomUUID()): Promise<IssuedRefreshToken> {
  const refreshToken = newToken();
  await insertRefreshToken(db, await sha256Hex(refreshToken), { userId, familyId, expiresAt: Date.now() + REFRESH_TOKEN_SECONDS * 1000 });
  return { refreshToken, familyId };
}

const REFUSED = "Invalid or expired refresh token";

/** Exchanges a refresh token for the next one of its family; 401 for an unknown, expired or reused token. */
export async function rotateRefreshToken(db: D1Database, token: string): Promise<IssuedRefreshToken & { userId: string }> {
  const hash = await sha256Hex(token);
  const row = await refreshTokenByHash(db, hash);
  if (!row || row.expiresAt <= Date.now()) throw new ApiError(401, REFUSED);
  if (row.rotatedAt !== null || !(await markRefreshTokenRotated(db, hash, Date.now()))) {
    await deleteRefreshTokenFamily(db, row.familyId);
    throw new ApiError(401, REFUSED);
  }
  return { userId: row.userId, ...(await issueRefreshToken(db, row.userId, row.familyId)) };
}

/** Ends the sign-in the token belongs to; 401 for an unknown or expired token, which ends nothing. */
export async function revokeRefreshToken(db: D1Database, token: string): Promise<void> {
  const row = await refreshTokenByHash(db, await sha256Hex(token));
  if (!row || row.expiresAt <= Date.now()) throw new ApiError(401, REFUSED);
  await deleteRefreshTokenFamily(db, row.familyId);
}

/** Ends every sign-in of the user: their refresh tokens stop working, and with them their access tokens. */
export async function revokeAllSignIns(db: D1Database, userId: string): Promise<void> {
  await deleteRefreshTokensOfUser(db, userId);
}

/** Whether the sign-in an access token belongs to is still going (not logged out, not revoked). */
export function signInIsLive(db: D1Database, userId: string, familyId: string): Promise<boolean> {
  return refreshTokenFamilyIsLive(db, userId, familyId);
}
