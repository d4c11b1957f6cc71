import type { AuthResponse, AuthTokens, GoogleAuthRequest } from "../../shared/schemas/auth";
import { forgetOidcSubject, insertUser, linkOidcSubject, type StoredUser, userByEmail, userById, userByOidcSubject } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { issueAccessToken } from "./access-tokens";
import { type AuthSettings, authSettings } from "./auth-settings";
import { verifyGoogleIdToken } from "./id-tokens";
import { newWallet } from "./new-wallet";
import { type IssuedRefreshToken, issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from "./refresh-tokens";
import { googleLinkedAtProvider, oauthSession, turnkeyBackend } from "./turnkey";

// The sign-in services behind /api/v1/auth: each ends with the user, a fresh pair of tokens and what
// the wallet provider did (the sub-organization, the wallet, a session for the browser's key).

export const EMAIL_TAKEN = "An account with this e-mail address already exists. Sign in with a code sent to it instead.";
export const EMAIL_USES_CODE = "This e-mail address already has a wallet. Sign in with a code sent to it instead.";

/** The access token names the sign-in (the refresh token's family), so that ending the sign-in ends it too. */
async function tokensFor(env: Env, settings: AuthSettings, userId: string, issued?: IssuedRefreshToken): Promise<AuthTokens> {
  const { refreshToken, familyId } = issued ?? (await issueRefreshToken(env.DB, userId));
  return {
    accessToken: await issueAccessToken(settings.jwtSecret, { userId, signInId: familyId }, settings.accessTokenSeconds),
    refreshToken,
    expiresIn: settings.accessTokenSeconds,
  };
}

/** The user as the API shows them: spec 3's Auth user, without the wallet columns. */
export function publicUser(user: StoredUser) {
  const { walletId: _walletId, walletAddress: _walletAddress, emailVerifiedAt: _emailVerifiedAt, ...shown } = user;
  return shown;
}

export async function signedIn(env: Env, settings: AuthSettings, user: StoredUser, session?: string): Promise<AuthResponse> {
  return {
    user: publicUser(user),
    tokens: await tokensFor(env, settings, user.id),
    result: { subOrganizationId: user.turnkeySubOrgId, walletId: user.walletId, address: user.walletAddress, ...(session ? { session } : {}) },
  };
}

/** POST /auth/google: finds or creates the Google user and their wallet; with the browser's key, a session for it. */
export async function signInWithGoogle(env: Env, request: GoogleAuthRequest): Promise<AuthResponse> {
  const settings = authSettings(env);
  const identity = await verifyGoogleIdToken(settings, env.DB, request.idToken, request.targetPublicKey);
  const client = turnkeyBackend(settings);
  let user = await userByOidcSubject(env.DB, identity.issuer, identity.subject);
  if (user && !(await googleLinkedAtProvider(client, user.turnkeySubOrgId, identity))) {
    // Unlinked at the wallet provider since: this Google account no longer opens that wallet.
    await forgetOidcSubject(env.DB, user.id);
    user = undefined;
  }
  if (!user) {
    if (await userByEmail(env.DB, identity.email)) throw new ApiError(409, EMAIL_USES_CODE);
    const wallet = await newWallet(env, client, { email: identity.email, name: identity.name, oidcToken: request.idToken });
    user = {
      id: crypto.randomUUID(),
      email: identity.email,
      turnkeySubOrgId: wallet.subOrganizationId,
      ...(identity.name ? { name: identity.name } : {}),
      ...(identity.picture ? { picture: identity.picture } : {}),
      walletId: wallet.walletId,
      walletAddress: wallet.address,
      emailVerifiedAt: Date.now(),
    };
    if (!(await insertUser(env.DB, { ...user, oidc: identity }))) throw new ApiError(409, EMAIL_USES_CODE);
  } else {
    await linkOidcSubject(env.DB, user.id, identity, identity);
  }
  const session = request.targetPublicKey ? await oauthSession(client, user.turnkeySubOrgId, request.idToken, request.targetPublicKey) : undefined;
  return signedIn(env, settings, user, session);
}

/** POST /auth/refresh: the next refresh token of the sign-in and a new access token. */
export async function refreshTokens(env: Env, refreshToken: string): Promise<AuthTokens> {
  const settings = authSettings(env);
  const rotated = await rotateRefreshToken(env.DB, refreshToken);
  if (!(await userById(env.DB, rotated.userId))) throw new ApiError(401, "Invalid or expired refresh token");
  return tokensFor(env, settings, rotated.userId, rotated);
}

export async function signOut(env: Env, refreshToken: string): Promise<void> {
  await revokeRefreshToken(env.DB, refreshToken);
}
