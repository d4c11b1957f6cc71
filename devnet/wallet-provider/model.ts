import { randomUUID } from "node:crypto";
import type { Sealed } from "./sealed-store";

// What the provider keeps, in Turnkey's terms. Times are unix milliseconds; secrets are sealed.

export type ApiKey = {
  apiKeyId: string;
  apiKeyName: string;
  /** Compressed P-256 public key, hex. */
  publicKey: string;
  createdAt: number;
  /** Session keys expire with their session; keys made without expirationSeconds never do. */
  expiresAt: number | null;
  /** Keys registered by a login (stamp_login, oauth_login, otp_login), which invalidateExisting removes. */
  session: boolean;
};

/** A passkey (WebAuthn credential) registered by create_authenticators; ids and keys base64url. */
export type Authenticator = {
  authenticatorId: string;
  authenticatorName: string;
  credentialId: string;
  /** The COSE public key from the attestation. */
  publicKey: string;
  /** The authenticator's signature counter, which each assertion must raise (when it counts). */
  counter: number;
  /** The relying party it was made for; its assertions must name the same. */
  rpId: string;
  transports: string[];
  aaguid: string;
  attestationType: string;
  createdAt: number;
};

export type OauthProvider = { providerId: string; providerName: string; issuer: string; audience: string; subject: string; createdAt: number };

export type User = {
  userId: string;
  userName: string;
  userEmail?: string;
  /** Set once the e-mail was proven with a one-time code. */
  emailVerified: boolean;
  /** E.164; unverified (the local provider sends no SMS). */
  userPhoneNumber?: string;
  apiKeys: ApiKey[];
  oauthProviders: OauthProvider[];
  /** Absent in states saved before passkeys. */
  authenticators?: Authenticator[];
  userTags: string[];
  createdAt: number;
  updatedAt: number;
};

export type WalletAccount = {
  walletAccountId: string;
  curve: string;
  pathFormat: string;
  path: string;
  addressFormat: string;
  address: string;
  createdAt: number;
};

export type Wallet = { walletId: string; walletName: string; mnemonic: Sealed; accounts: WalletAccount[]; createdAt: number };

export type Policy = {
  policyId: string;
  policyName: string;
  effect: "EFFECT_ALLOW" | "EFFECT_DENY";
  consensus: string;
  condition: string;
  notes: string;
  createdAt: number;
};

export type Organization = {
  organizationId: string;
  organizationName: string;
  /** The parent organization of a sub-organization; null for a top-level one. */
  parentOrganizationId: string | null;
  rootQuorum: { threshold: number; userIds: string[] };
  users: User[];
  wallets: Wallet[];
  policies: Policy[];
  createdAt: number;
};

export type ActivityStatus = "ACTIVITY_STATUS_COMPLETED" | "ACTIVITY_STATUS_FAILED" | "ACTIVITY_STATUS_CONSENSUS_NEEDED" | "ACTIVITY_STATUS_REJECTED";

export type Activity = {
  id: string;
  organizationId: string;
  status: ActivityStatus;
  type: string;
  intent: Record<string, unknown>;
  result: Record<string, unknown>;
  failure?: { code: number; message: string };
  createdAt: number;
};

export type OneTimeCode = {
  otpId: string;
  organizationId: string;
  contact: string;
  otpType: string;
  code: Sealed;
  /** The key the browser encrypts the code to (the "enclave" target of Turnkey's OTP flow). */
  targetPrivateKey: Sealed;
  expiresAt: number;
  attemptsLeft: number;
  used: boolean;
};

/**
 * The provider's own signing keys: the notarizer signs session JWTs, the OTP signer the OTP bundles and
 * tokens, the signer (Turnkey's signer enclave) export bundles.
 */
export type ProviderKeys = { notarizer: Sealed; otpSigner: Sealed; signer: Sealed };

export type ProviderState = {
  keys: ProviderKeys;
  /** The top-level organization, whose root user is the backend. */
  rootOrganizationId: string;
  organizations: Record<string, Organization>;
  activities: Record<string, Activity>;
  oneTimeCodes: Record<string, OneTimeCode>;
  /** Ids of OTP verification tokens already used for a login. */
  usedVerificationTokens: string[];
  /** Digests (issuer, subject, nonce) of OIDC tokens already used to link an OAuth provider. */
  usedOidcTokens?: string[];
};

export const newId = () => randomUUID();

/** Turnkey's timestamp shape. */
export function timestamp(ms: number) {
  return { seconds: String(Math.floor(ms / 1000)), nanos: String((ms % 1000) * 1_000_000) };
}
