// Passkeys through Turnkey's browser SDK (spec 3 and 9): adding one (a WebAuthn registration with the
// spec's parameters, sent by the signed-in session key as create_authenticators), listing and removing
// them, and signing in with one: the passkey finds its wallet (whoami) and logs a new IndexedDB key in
// (stamp_login, a read-write session), which then signs our API's sign-in.
import { getStorageValue, getWebAuthnAttestation, SessionType, StorageKeys, type TurnkeyPasskeyClient } from "@turnkey/sdk-browser";
import { SignatureFormat } from "@turnkey/sdk-types";
import type { AuthConfig } from "../../shared/schemas/auth";
import { type PasskeySignInRequest, passkeySignInMessage } from "../../shared/schemas/passkeys";
import { PASSKEY, SESSION_DEFAULT_EXPIRY_SECONDS } from "../../shared/wallet-session";
import { inPlainWords } from "./session-errors";
import { freshSessionKey, turnkey, validSession } from "./turnkey-session";

export type Passkey = { id: string; name: string; createdAt: number };

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function passkeyClient(config: AuthConfig): TurnkeyPasskeyClient {
  return turnkey(config.turnkey).sdk.passkeyClient({ rpId: config.passkey.rpId, timeout: PASSKEY.timeoutMs, userVerification: PASSKEY.userVerification });
}

/** The signed-in Turnkey user and their sub-organization, from the stored session. */
async function sessionUser(config: AuthConfig) {
  const session = await validSession(config.turnkey);
  if (!session) throw new Error("Your session has expired. Please sign in again.");
  return { organizationId: session.organizationId, userId: session.userId };
}

export async function listPasskeys(config: AuthConfig): Promise<Passkey[]> {
  return inPlainWords(async () => {
    const user = await sessionUser(config);
    const { authenticators } = await (await turnkey(config.turnkey).client).getAuthenticators(user);
    return authenticators.map((found) => ({ id: found.authenticatorId, name: found.authenticatorName, createdAt: Number(found.createdAt.seconds) * 1000 }));
  });
}

/** A new passkey for the signed-in user: the spec's algorithms, a resident key, user verification preferred, 5 minutes. */
export async function addPasskey(config: AuthConfig, name: string, person: { email: string; displayName: string }): Promise<void> {
  await inPlainWords(async () => {
    const user = await sessionUser(config);
    const challenge = crypto.getRandomValues(new Uint8Array(32));
    const attestation = await getWebAuthnAttestation({
      publicKey: {
        rp: { id: config.passkey.rpId, name: config.passkey.rpName },
        challenge,
        pubKeyCredParams: PASSKEY.algorithms.map((alg) => ({ type: "public-key" as const, alg })),
        // The Turnkey user id: a second passkey of the same person on one device replaces the first there.
        user: { id: new TextEncoder().encode(user.userId), name: person.email, displayName: person.displayName },
        authenticatorSelection: { residentKey: PASSKEY.residentKey, requireResidentKey: true, userVerification: PASSKEY.userVerification },
        timeout: PASSKEY.timeoutMs,
      },
    });
    const client = await turnkey(config.turnkey).client;
    await client.createAuthenticators({ ...user, authenticators: [{ authenticatorName: name, challenge: base64url(challenge), attestation }] });
  });
}

export async function removePasskey(config: AuthConfig, id: string): Promise<void> {
  await inPlainWords(async () => {
    const client = await turnkey(config.turnkey).client;
    await client.deleteAuthenticators({ ...(await sessionUser(config)), authenticatorIds: [id] });
  });
}

/**
 * Signs in with a discoverable passkey: it names its wallet (whoami against our organization), then logs a
 * fresh IndexedDB key in for a read-write session, whose key signs the API's sign-in request.
 */
export async function passkeySignInRequest(config: AuthConfig): Promise<PasskeySignInRequest> {
  return inPlainWords(async () => {
    const passkey = passkeyClient(config);
    const { organizationId } = await passkey.getWhoami({ organizationId: config.turnkey.organizationId });
    const publicKey = await freshSessionKey(config.turnkey);
    await passkey.loginWithPasskey({
      sessionType: SessionType.READ_WRITE,
      publicKey,
      organizationId,
      expirationSeconds: String(SESSION_DEFAULT_EXPIRY_SECONDS),
    });
    const session = String(await getStorageValue(StorageKeys.Session));
    const message = passkeySignInMessage(hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(session))));
    const client = await turnkey(config.turnkey).client;
    return {
      session,
      clientSignature: { publicKey, scheme: "CLIENT_SIGNATURE_SCHEME_API_P256", message, signature: await client.sign(message, SignatureFormat.Raw) },
    };
  });
}
