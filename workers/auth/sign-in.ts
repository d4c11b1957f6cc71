import type { Address } from "viem";
import type { AuthResponse, AuthTokens, EmailLoginRequest, GoogleAuthRequest, RegisterRequest } from "../../shared/schemas/auth";
import { chainConfigFor } from "../chain/chain-config";
import { insertUser, linkOidcSubject, type StoredUser, userByEmail, userById, userByOidcSubject } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { enableDelegatedTrading, tradingKeyOf, tradingRootUser } from "../trading/trading-key";
import { issueAccessToken } from "./access-tokens";
import { type AuthSettings, authSettings } from "./auth-settings";
import { verifyGoogleIdToken } from "./id-tokens";
import { type IssuedRefreshToken, issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from "./refresh-tokens";
import { CODE_LOGIN_REFUSED, createUserWallet, emailCodeSession, type NewWallet, oauthSession, turnkeyBackend } from "./turnkey";

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

/** A new user's wallet; with a trading key configured, the app's trading user is set up in it (trading/trading-key.ts). */
async function newWallet(env: Env, client: ReturnType<typeof turnkeyBackend>, user: Parameters<typeof createUserWallet>[1]): Promise<NewWallet> {
  const key = tradingKeyOf(env);
  const wallet = await createUserWallet(client, user, key ? [tradingRootUser(key)] : []);
  const [ownerUserId, tradingUserId] = wallet.rootUserIds;
  if (key && ownerUserId && tradingUserId) {
    await enableDelegatedTrading(env, chainConfigFor(env), {
      subOrganizationId: wallet.subOrganizationId,
      address: wallet.address as Address,
      ownerUserId,
      tradingUserId,
    });
  }
  return wallet;
}

/** The user as the API shows them: spec 3's Auth user, without the wallet columns. */
export function publicUser(user: StoredUser) {
  const { walletId: _walletId, walletAddress: _walletAddress, ...shown } = user;
  return shown;
}

async function signedIn(env: Env, settings: AuthSettings, user: StoredUser, session?: string): Promise<AuthResponse> {
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
    };
    if (!(await insertUser(env.DB, { ...user, oidc: identity }))) throw new ApiError(409, EMAIL_USES_CODE);
  } else {
    await linkOidcSubject(env.DB, user.id, identity, identity);
  }
  const session = request.targetPublicKey ? await oauthSession(client, user.turnkeySubOrgId, request.idToken, request.targetPublicKey) : undefined;
  return signedIn(env, settings, user, session);
}

/** POST /auth/register: a new e-mail user whose wallet is bound to the browser's key; 409 when the e-mail is taken. */
export async function register(env: Env, request: RegisterRequest): Promise<AuthResponse> {
  const settings = authSettings(env);
  const email = request.email.toLowerCase();
  if (await userByEmail(env.DB, email)) throw new ApiError(409, EMAIL_TAKEN);
  const name = request.name || undefined;
  const wallet = await newWallet(env, turnkeyBackend(settings), { email, name, sessionPublicKey: request.targetPublicKey });
  const user: StoredUser = {
    id: crypto.randomUUID(),
    email,
    turnkeySubOrgId: wallet.subOrganizationId,
    ...(name ? { name } : {}),
    walletId: wallet.walletId,
    walletAddress: wallet.address,
  };
  if (!(await insertUser(env.DB, user))) throw new ApiError(409, EMAIL_TAKEN);
  return signedIn(env, settings, user);
}

/** The contact a verification token names (the provider checks its signature when it is used); an unreadable token signs nobody in. */
function contactOf(verificationToken: string): string {
  try {
    const payload = JSON.parse(atob((verificationToken.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as { contact?: unknown };
    if (typeof payload.contact === "string") return payload.contact;
  } catch {
    // refused below
  }
  throw new ApiError(401, CODE_LOGIN_REFUSED);
}

/** POST /auth/email/login: the code was verified; its token and the key's signature open a session. */
export async function signInWithEmailCode(env: Env, request: EmailLoginRequest): Promise<AuthResponse> {
  const settings = authSettings(env);
  const user = await userByEmail(env.DB, contactOf(request.verificationToken));
  if (!user) throw new ApiError(401, CODE_LOGIN_REFUSED);
  const session = await emailCodeSession(turnkeyBackend(settings), user.turnkeySubOrgId, request);
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
