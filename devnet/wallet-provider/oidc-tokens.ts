import { createRemoteJWKSet, decodeJwt, type JWTVerifyGetKey, jwtVerify } from "jose";
import { badRequest } from "./api-error";

/** What an OAuth provider of a user records from the token that registered it. */
export type OidcIdentity = { issuer: string; audience: string; subject: string; nonce: string | undefined; email: string | undefined };

/**
 * Verifies OIDC id tokens (RS256) from the issuers the provider trusts, through each issuer's
 * discovery document and JWKS, as Turnkey does before it links or logs in an OAuth user.
 */
export function oidcTokenVerifier(trustedIssuers: readonly string[]): (token: string) => Promise<OidcIdentity> {
  const keySets = new Map<string, Promise<JWTVerifyGetKey>>();
  const keysOf = (issuer: string) => {
    let keys = keySets.get(issuer);
    if (!keys) {
      keys = discoverJwks(issuer);
      keySets.set(issuer, keys);
      keys.catch(() => keySets.delete(issuer));
    }
    return keys;
  };
  return async (token) => {
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw badRequest("invalid oidc token: not a JWT");
    }
    if (!issuer || !trustedIssuers.includes(issuer)) throw badRequest(`invalid oidc token: issuer ${issuer ?? "(none)"} is not trusted`);
    try {
      const { payload } = await jwtVerify(token, await keysOf(issuer), { issuer, algorithms: ["RS256"] });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (!payload.sub || !audience) throw new Error("missing sub or aud");
      const text = (claim: unknown) => (typeof claim === "string" ? claim : undefined);
      return { issuer, audience, subject: payload.sub, nonce: text(payload.nonce), email: text(payload.email) };
    } catch (error) {
      throw badRequest(`invalid oidc token: ${(error as Error).message}`);
    }
  };
}

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`discovery of ${issuer} names no jwks_uri`);
  // A token signed with a key the set lacks (the issuer rotated) refetches it, at most once a second.
  return createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 1000 });
}
