import { notFound } from "./api-error";
import { sessionJwt } from "./credentials";
import type { Inbox } from "./inbox";
import { type ApiKey, newId, type Organization, type ProviderState, type User } from "./model";
import type { OidcIdentity } from "./oidc-tokens";
import { newP256KeyPair } from "./p256";
import type { Sealed, SealedStore } from "./sealed-store";

/** Everything an activity or query may use. */
export type Provider = {
  store: SealedStore<ProviderState>;
  inbox: Inbox;
  verifyOidcToken: (token: string) => Promise<OidcIdentity>;
  /** WebAuthn relying-party ids passkeys may be registered for and assert (the app's domains). */
  relyingPartyIds: readonly string[];
};

export const DEFAULT_SESSION_SECONDS = 900;

export function notarizerKey(provider: Provider): string {
  return provider.store.open(provider.store.state.keys.notarizer);
}

export function otpSignerKey(provider: Provider): string {
  return provider.store.open(provider.store.state.keys.otpSigner);
}

export function signerKey(provider: Provider): string {
  return provider.store.open(provider.store.state.keys.signer);
}

export function newProviderKeys(seal: (secret: string) => Sealed) {
  return { notarizer: seal(newP256KeyPair().privateKey), otpSigner: seal(newP256KeyPair().privateKey), signer: seal(newP256KeyPair().privateKey) };
}

export function organizationOf(provider: Provider, organizationId: string): Organization {
  const organization = provider.store.state.organizations[organizationId];
  if (!organization) throw notFound(`organization ${organizationId} not found`);
  return organization;
}

export function userOf(organization: Organization, userId: string): User {
  const user = organization.users.find((candidate) => candidate.userId === userId);
  if (!user) throw notFound(`user ${userId} not found in organization ${organization.organizationId}`);
  return user;
}

export function newApiKey(apiKeyName: string, publicKey: string, expirationSeconds: string | undefined, session = false): ApiKey {
  const now = Date.now();
  return {
    apiKeyId: newId(),
    apiKeyName,
    publicKey,
    createdAt: now,
    expiresAt: expirationSeconds === undefined ? null : now + Number(expirationSeconds) * 1000,
    session,
  };
}

/** Registers the key on the user (dropping their expired keys, and their other session keys when asked). */
export function addApiKey(user: User, apiKey: ApiKey, invalidateExisting = false): void {
  const now = Date.now();
  user.apiKeys = user.apiKeys.filter(
    (key) => key.publicKey !== apiKey.publicKey && (key.expiresAt === null || key.expiresAt > now) && !(invalidateExisting && key.session),
  );
  user.apiKeys.push(apiKey);
  user.updatedAt = now;
}

/**
 * A read-write session for the user and the browser's key: the key becomes a session API key of the
 * user until the session expires, so the browser's later stamps are valid; the answer is the notarized JWT.
 */
export function issueSession(
  provider: Provider,
  organization: Organization,
  user: User,
  publicKey: string,
  options: { expirationSeconds?: string | undefined; invalidateExisting?: boolean | undefined },
): string {
  const expirationSeconds = options.expirationSeconds ?? String(DEFAULT_SESSION_SECONDS);
  const apiKey = newApiKey(`Session Key ${new Date().toISOString()}`, publicKey, expirationSeconds, true);
  addApiKey(user, apiKey, options.invalidateExisting);
  return sessionJwt(notarizerKey(provider), {
    exp: Math.floor((apiKey.expiresAt ?? 0) / 1000),
    public_key: publicKey,
    session_type: "SESSION_TYPE_READ_WRITE",
    user_id: user.userId,
    organization_id: organization.organizationId,
  });
}
