import type { SignInSession } from "../../shared/schemas/account";
import { sha256Hex } from "../../shared/sha256";
import { deleteRefreshTokenFamily, liveRefreshTokenFamiliesOfUser } from "../db/refresh-tokens";
import { ApiError } from "../http/errors";
import { REFRESH_TOKEN_SECONDS, revokeAllSignIns } from "./refresh-tokens";

// The account page's sessions: each sign-in of the user is a refresh-token family. Every token of a family
// expires REFRESH_TOKEN_SECONDS after it was issued, so the first token's expiry tells when the sign-in
// started and the latest's when it was last refreshed. A user sees and ends only their own.

export const SESSION_NOT_FOUND = "No sign-in of yours has this id. It may have ended already.";

const LIFETIME_MS = REFRESH_TOKEN_SECONDS * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A sign-in's public id: the family id itself is the access tokens' `sid` and stays inside the worker. */
async function publicIdOf(familyId: string): Promise<string> {
  return (await sha256Hex(`lqscan sign-in ${familyId}`)).slice(0, 32);
}

async function familiesWithIds(db: D1Database, userId: string) {
  const families = await liveRefreshTokenFamiliesOfUser(db, userId);
  return Promise.all(families.map(async (family) => ({ ...family, id: await publicIdOf(family.familyId) })));
}

/** The user's live sign-ins, the latest refreshed first; `current` marks the one that asks. */
export async function signInSessions(db: D1Database, userId: string, currentFamilyId: string): Promise<SignInSession[]> {
  const families = await familiesWithIds(db, userId);
  return families.map((family) => ({
    id: family.id,
    current: family.familyId === currentFamilyId,
    signedInAt: iso(family.firstExpiresAt - LIFETIME_MS),
    lastActiveAt: iso(family.lastExpiresAt - LIFETIME_MS),
    expiresAt: iso(family.lastExpiresAt),
  }));
}

/** Ends one sign-in of the user: its refresh token and access tokens stop working. 404 for an id not theirs. */
export async function endSignInSession(db: D1Database, userId: string, sessionId: string): Promise<void> {
  const family = (await familiesWithIds(db, userId)).find((candidate) => candidate.id === sessionId);
  if (!family) throw new ApiError(404, SESSION_NOT_FOUND);
  await deleteRefreshTokenFamily(db, family.familyId);
}

/** Sign out everywhere: every sign-in of the user ends, this browser's too. */
export const endEverySignIn = (db: D1Database, userId: string) => revokeAllSignIns(db, userId);
