import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { ApiError } from "../http/errors";

// The sign-in issuer's discovery document and keys, cached per isolate. The key set refetches on a
// token with an unknown key id (rotation), at most once a second.

type Issuer = { authorizationEndpoint: string; keys: JWTVerifyGetKey };

const JWKS_COOLDOWN_MS = 1000;
const issuers = new Map<string, Promise<Issuer>>();

export function discoveredIssuer(issuer: string): Promise<Issuer> {
  let found = issuers.get(issuer);
  if (!found) {
    found = discover(issuer);
    issuers.set(issuer, found);
    // A failed discovery is retried by the next request.
    found.catch(() => issuers.delete(issuer));
  }
  return found;
}

async function discover(issuer: string): Promise<Issuer> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  // One retry: a pooled keep-alive connection the issuer has just closed fails the first attempt at once.
  const response = (await fetchDocument(url)) ?? (await fetchDocument(url));
  if (!response) throw new ApiError(503, "The sign-in provider cannot be reached. Please try again.");
  const document = (await response.json()) as { authorization_endpoint?: string; jwks_uri?: string };
  if (!document.authorization_endpoint || !document.jwks_uri) throw new ApiError(503, "The sign-in provider's configuration is incomplete");
  return {
    authorizationEndpoint: document.authorization_endpoint,
    keys: createRemoteJWKSet(new URL(document.jwks_uri), { cooldownDuration: JWKS_COOLDOWN_MS }),
  };
}

async function fetchDocument(url: string): Promise<Response | undefined> {
  const response = await fetch(url).catch(() => undefined);
  return response?.ok ? response : undefined;
}
