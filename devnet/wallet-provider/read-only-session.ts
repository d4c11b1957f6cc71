import { createHash } from "node:crypto";
import { TurnkeyApiError, unauthenticated } from "./api-error";
import type { SessionClaims } from "./credentials";
import { publicKeysOf, verifyRawP256 } from "./p256";
import { notarizerKey, type Provider } from "./provider";
import { type Caller, credentialOrganizations } from "./stamp";

// A read-only session (create_read_only_session, made by a passkey's stamp) in the X-Session header, as
// sdk-browser sends it with its `readOnlySession` option: it authenticates queries as its user without a
// stamp, and no activity, since reading is all it was made for.

export const SESSION_HEADER_NAME = "x-session";

export const readOnlyRefused = () => new TurnkeyApiError(403, 7, "request not authorized: a read-only session cannot submit activities");

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** The session's user, once the notarizer's signature, its type, its expiry and its organization check out. */
export function authenticateReadOnlySession(provider: Provider, token: string, organizationId: string, withSubOrganizations: boolean): Caller {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) throw unauthenticated("authentication failed: malformed X-Session header");
  const notarizer = publicKeysOf(notarizerKey(provider)).publicKey;
  if (!verifyRawP256(notarizer, sha256(`${header}.${payload}`), Buffer.from(signature, "base64url").toString("hex"))) {
    throw unauthenticated("could not verify the session signature");
  }
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SessionClaims;
  if (claims.session_type !== "SESSION_TYPE_READ_ONLY") throw unauthenticated("the X-Session header carries no read-only session");
  if (claims.exp * 1000 <= Date.now()) throw unauthenticated("expired session");
  const keyOrganization = credentialOrganizations(provider.store.state, organizationId, withSubOrganizations).find(
    (organization) => organization.organizationId === claims.organization_id,
  );
  const user = keyOrganization?.users.find((candidate) => candidate.userId === claims.user_id);
  // The passkey the session was made by must still be the user's: removing it ends its read-only sessions.
  if (!keyOrganization || !user?.authenticators?.some((known) => known.credentialId === claims.public_key)) {
    throw unauthenticated("could not find the session's user in organization or its parent organization");
  }
  return { user, keyOrganization, readOnly: true };
}
