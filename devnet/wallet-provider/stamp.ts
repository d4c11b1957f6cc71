import { verifyStampSignature } from "@turnkey/crypto";
import { SIGNATURE_SCHEME, STAMP_HEADER } from "../../shared/wallet-session";
import { unauthenticated } from "./api-error";
import type { ApiKey, Authenticator, Organization, ProviderState, User } from "./model";

/** Who signed a request: the key (or passkey), its user and the organization the credential lives in. */
export type Caller = { apiKey?: ApiKey; authenticator?: Authenticator; user: User; keyOrganization: Organization; readOnly?: true };

export const STAMP_HEADER_NAME = STAMP_HEADER.toLowerCase();
/** How far a request's timestampMs may lie from the provider's clock (Turnkey leaves it undocumented). */
export const REQUEST_AGE_LIMIT_MS = 5 * 60_000;

type Stamp = { publicKey: string; scheme: string; signature: string };

/**
 * Verifies the X-Stamp header over the raw body: the key must belong to a user of the request's
 * organization or of its parent (`withSubOrganizations` also looks one level down, as whoami does),
 * must not have expired, and must have signed these exact bytes.
 */
export async function authenticate(
  state: ProviderState,
  stampHeader: string | undefined,
  rawBody: string,
  organizationId: string,
  withSubOrganizations = false,
): Promise<Caller> {
  if (!stampHeader) throw unauthenticated("authentication failed: no X-Stamp header in the request");
  const stamp = parseStamp(stampHeader);
  if (stamp.scheme !== SIGNATURE_SCHEME) throw unauthenticated(`unsupported signature scheme: ${stamp.scheme}`);
  const caller = findKey(state, stamp.publicKey, organizationId, withSubOrganizations);
  if (!caller) throw unauthenticated("could not find public key in organization or its parent organization");
  if (caller.apiKey?.expiresAt != null && caller.apiKey.expiresAt <= Date.now()) throw unauthenticated("expired api key");
  const verified = await verifyStampSignature(stamp.publicKey, stamp.signature, rawBody).catch(() => false);
  if (!verified) throw unauthenticated("could not verify api key signature");
  return caller;
}

/** Activities carry timestampMs; one too far from now is refused, so a captured request cannot be replayed later. */
export function checkRequestAge(timestampMs: unknown): void {
  const sent = Number(timestampMs);
  if (!Number.isFinite(sent) || Math.abs(Date.now() - sent) > REQUEST_AGE_LIMIT_MS) {
    throw unauthenticated("request timestamp is outside the allowed window of 5 minutes");
  }
}

function parseStamp(header: string): Stamp {
  try {
    const stamp = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as Partial<Stamp>;
    if (typeof stamp.publicKey === "string" && typeof stamp.scheme === "string" && typeof stamp.signature === "string") {
      return stamp as Stamp;
    }
  } catch {
    // falls through to the refusal
  }
  throw unauthenticated("authentication failed: malformed X-Stamp header");
}

/** The request's organization, its parent, and with `withSubOrganizations` its children: where a credential may live. */
export function credentialOrganizations(state: ProviderState, organizationId: string, withSubOrganizations: boolean): Organization[] {
  const organization = state.organizations[organizationId];
  if (!organization) return [];
  const parent = organization.parentOrganizationId ? state.organizations[organization.parentOrganizationId] : undefined;
  const children = withSubOrganizations ? Object.values(state.organizations).filter((candidate) => candidate.parentOrganizationId === organizationId) : [];
  return [organization, ...(parent ? [parent] : []), ...children];
}

function findKey(state: ProviderState, publicKey: string, organizationId: string, withSubOrganizations: boolean): Caller | undefined {
  for (const keyOrganization of credentialOrganizations(state, organizationId, withSubOrganizations)) {
    for (const user of keyOrganization.users) {
      const apiKey = user.apiKeys.find((key) => key.publicKey === publicKey);
      if (apiKey) return { apiKey, user, keyOrganization };
    }
  }
  return undefined;
}
