// The wallet provider's side of a sign-in, through Turnkey's browser SDK: a non-extractable P-256 session
// key in IndexedDB (the SDK's IndexedDB client), the read-write session JWT it stores, refresh, logout,
// and the one-time code's encryption and the key's signature of Turnkey's OTP flow.
import { encryptOtpCodeToBundle } from "@turnkey/crypto";
import { type Session, SessionType, Turnkey, type TurnkeyIndexedDbClient } from "@turnkey/sdk-browser";
import { SignatureFormat } from "@turnkey/sdk-types";
import type { AuthConfig, ClientSignature } from "../../shared/schemas/auth";
import { SESSION_DEFAULT_EXPIRY_SECONDS } from "../../shared/wallet-session";

const SESSION_SECONDS = String(SESSION_DEFAULT_EXPIRY_SECONDS);

type TurnkeyConfig = AuthConfig["turnkey"];

let current: { config: TurnkeyConfig; sdk: Turnkey; client: Promise<TurnkeyIndexedDbClient> } | undefined;

/** One SDK and one IndexedDB client per configuration, its key loaded (or made) once. */
export function turnkey(config: TurnkeyConfig) {
  if (current?.config.apiBaseUrl !== config.apiBaseUrl || current.config.organizationId !== config.organizationId) {
    const sdk = new Turnkey({ apiBaseUrl: config.apiBaseUrl, defaultOrganizationId: config.organizationId });
    const client = sdk.indexedDbClient().then(async (made) => {
      await made.init();
      return made;
    });
    current = { config, sdk, client };
    // A failed start (no IndexedDB) is retried by the next sign-in.
    client.catch(() => {
      current = undefined;
    });
  }
  return current;
}

/** The IndexedDB client: its session key stamps the user's own activities (export), sent straight to the provider. */
export const sessionClient = (config: TurnkeyConfig): Promise<TurnkeyIndexedDbClient> => turnkey(config).client;

/** The session key's compressed public key; the stamper's own message when there is none. */
async function publicKeyOf(client: TurnkeyIndexedDbClient): Promise<string> {
  const publicKey = await client.getPublicKey();
  if (!publicKey) throw new Error("Key not initialized. Call init() first.");
  return publicKey;
}

/** A new session key for this sign-in (the old one is dropped); its compressed public key. */
export async function freshSessionKey(config: TurnkeyConfig): Promise<string> {
  const client = await turnkey(config).client;
  await client.resetKeyPair();
  return publicKeyOf(client);
}

/** The current session key's public key, as made before a redirect (Google sign-in). */
export async function sessionPublicKey(config: TurnkeyConfig): Promise<string> {
  return publicKeyOf(await turnkey(config).client);
}

/** Stores a session JWT the provider issued for this browser's key. */
export async function startSession(config: TurnkeyConfig, session: string): Promise<void> {
  await (await turnkey(config).client).loginWithSession(session);
}

/** The stored session while it is valid; an expired one is deleted (the SDK's getSession). */
export async function validSession(config: TurnkeyConfig): Promise<Session | undefined> {
  return turnkey(config).sdk.getSession();
}

/** A new key and session before this one expires (stamp_login signed by the current key); throws 'Unable to refresh session: …'. */
export async function refreshSession(config: TurnkeyConfig): Promise<void> {
  await (await turnkey(config).client).refreshSession({ sessionType: SessionType.READ_WRITE, expirationSeconds: SESSION_SECONDS });
}

/** Logout: the stored client type and session go (the SDK's logout), and the key with them (none where IndexedDB is not). */
export async function endSession(config: TurnkeyConfig): Promise<void> {
  const { sdk, client } = turnkey(config);
  await sdk.logout();
  const made = await client.catch(() => undefined);
  await made?.clear();
}

/** The one-time code encrypted to the provider's target key, bound to this browser's session key. */
export async function encryptCode(config: TurnkeyConfig, code: string, otpEncryptionTargetBundle: string): Promise<string> {
  const publicKey = await sessionPublicKey(config);
  return encryptOtpCodeToBundle(code, otpEncryptionTargetBundle, publicKey, config.otpSignerPublicKey ?? undefined);
}

/** The session key's signature of the verification token's use for this login (Turnkey's client signature). */
export async function signLoginUse(config: TurnkeyConfig, verificationToken: string): Promise<ClientSignature> {
  const client = await turnkey(config).client;
  const publicKey = await publicKeyOf(client);
  const payload = verificationToken.split(".")[1] ?? "";
  const { id } = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { id: string };
  const message = JSON.stringify({ login: { publicKey }, tokenId: id, type: "USAGE_TYPE_LOGIN" });
  return { publicKey, scheme: "CLIENT_SIGNATURE_SCHEME_API_P256", message, signature: await client.sign(message, SignatureFormat.Raw) };
}

/** The wallet provider signs the unsigned transaction (hex) with the user's wallet, stamped by this browser's session key. */
export async function signTransaction(config: TurnkeyConfig, organizationId: string, signWith: string, unsignedTransaction: string): Promise<string> {
  const client = await turnkey(config).client;
  const { signedTransaction } = await client.signTransaction({
    organizationId,
    signWith,
    unsignedTransaction: unsignedTransaction.replace(/^0x/, ""),
    type: "TRANSACTION_TYPE_ETHEREUM",
  });
  return `0x${signedTransaction.replace(/^0x/, "")}`;
}
