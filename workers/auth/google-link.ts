import type { AccountGoogleRequest } from "../../shared/schemas/account";
import type { AuthUser } from "../../shared/schemas/auth";
import { linkOidcSubject, type StoredUser, userByOidcSubject } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { authSettings } from "./auth-settings";
import { verifyGoogleIdToken } from "./id-tokens";
import { publicUser } from "./sign-in";
import { googleLinkedAtProvider, turnkeyBackend } from "./turnkey";

// Linking a Google account to a signed-in user. The browser links it at the wallet provider first
// (create_oauth_providers, stamped by its session key, the token's nonce that key's sha256); the worker then
// follows, so that Google sign-in finds this user and opens the same wallet.

export const GOOGLE_OF_ANOTHER = "This Google account already signs in to another wallet. Sign in with it and unlink it there first.";
export const GOOGLE_NOT_AT_PROVIDER = "Your wallet does not have this Google account yet: link it there with the same sign-in first.";

export async function linkGoogleAccount(env: Env, user: StoredUser, request: AccountGoogleRequest): Promise<AuthUser> {
  const settings = authSettings(env);
  // The nonce binds the token to the browser's key, and each token is used once: a copy cannot be replayed.
  const identity = await verifyGoogleIdToken(settings, env.DB, request.idToken, request.targetPublicKey);
  const owner = await userByOidcSubject(env.DB, identity.issuer, identity.subject);
  if (owner && owner.id !== user.id) throw new ApiError(409, GOOGLE_OF_ANOTHER);
  if (!(await googleLinkedAtProvider(turnkeyBackend(settings), user.turnkeySubOrgId, identity))) throw new ApiError(409, GOOGLE_NOT_AT_PROVIDER);
  await linkOidcSubject(env.DB, user.id, identity, {});
  return publicUser(user);
}
