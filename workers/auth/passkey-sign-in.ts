import { verifySessionJwtSignature } from "@turnkey/crypto";
import { decodeJwt } from "jose";
import type { AuthResponse } from "../../shared/schemas/auth";
import { sessionClaimsSchema } from "../../shared/schemas/auth";
import { type PasskeySignInRequest, passkeySignInMessage } from "../../shared/schemas/passkeys";
import { sha256Hex } from "../../shared/sha256";
import { userBySubOrganization } from "../db/auth-users";
import { spendIdToken } from "../db/spent-id-tokens";
import { ApiError } from "../http/errors";
import { TRADING_USER_NAME } from "../trading/trading-key";
import { authSettings } from "./auth-settings";
import { signedByKey } from "./code-proof";
import { signedIn } from "./sign-in";
import { call, turnkeyBackend } from "./turnkey";

// POST /auth/passkey: the browser signed in at the wallet provider with a passkey (stamp_login stamped by
// it gave a read-write session for a new browser key). We issue our tokens only for proof nobody else can
// hold: the provider's notarizer signed the session, it is fresh and unexpired, the provider registered
// its key moments ago for the wallet's owner, that key signed this request, and the session signs in once.

export const PASSKEY_SIGN_IN_REFUSED = "The passkey sign-in could not be verified. Sign in with your passkey again.";
/** How long after the provider issued a session it may still sign in here. */
export const PASSKEY_SESSION_MAX_AGE_MS = 2 * 60_000;

const refuse = (reason: string): never => {
  // The reason is ours, never the token: it helps whoever reads the log see which check failed.
  console.warn(`passkey sign-in refused: ${reason}`);
  throw new ApiError(401, PASSKEY_SIGN_IN_REFUSED);
};

/** The session's claims, if the provider's notarizer signed it (Turnkey's, or the local provider's key). */
async function notarizedClaims(notarizerPublicKey: string | null, session: string) {
  const signed = await verifySessionJwtSignature(session, notarizerPublicKey ?? undefined).catch(() => false);
  if (!signed) return refuse("not signed by the provider's notarizer");
  try {
    return sessionClaimsSchema.parse(decodeJwt(session));
  } catch {
    return refuse("unreadable session claims");
  }
}

export async function signInWithPasskey(env: Env, request: PasskeySignInRequest): Promise<AuthResponse> {
  const settings = authSettings(env);
  const claims = await notarizedClaims(settings.turnkey.notarizerPublicKey, request.session);
  if (claims.session_type !== "SESSION_TYPE_READ_WRITE") refuse("not a read-write session");
  if (claims.exp * 1000 <= Date.now()) refuse("the session has expired");
  const { clientSignature } = request;
  const sessionHash = await sha256Hex(request.session);
  if (clientSignature.publicKey !== claims.public_key || clientSignature.message !== passkeySignInMessage(sessionHash))
    refuse("signed for another key or sign-in");
  if (!(await signedByKey(claims.public_key, clientSignature.message, clientSignature.signature))) refuse("the session key's signature does not verify");
  const user = await userBySubOrganization(env.DB, claims.organization_id);
  if (!user) refuse("no lqscan user has this sub-organization");
  const { user: owner } = await call("get_user", { status: 401, message: PASSKEY_SIGN_IN_REFUSED }, () =>
    turnkeyBackend(settings).getUser({ organizationId: claims.organization_id, userId: claims.user_id }),
  );
  // The app's own trading user is a root user of every wallet too, but never the person signing in.
  if (owner.userName === TRADING_USER_NAME) refuse("the session belongs to the trading user");
  const key = owner.apiKeys.find((candidate) => candidate.credential.publicKey === claims.public_key);
  if (!key || Date.now() - Number(key.createdAt.seconds) * 1000 > PASSKEY_SESSION_MAX_AGE_MS) refuse("the session is not fresh");
  if (!(await spendIdToken(env.DB, await sha256Hex(`passkey session ${sessionHash}`), claims.exp * 1000))) refuse("the session was already used");
  return signedIn(env, settings, user!);
}
