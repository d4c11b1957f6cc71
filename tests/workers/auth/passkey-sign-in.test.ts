import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { authConfigSchema } from "../../../shared/schemas/auth";
import { passkeySignInMessage } from "../../../shared/schemas/passkeys";
import { callWorker } from "../call-worker";
import {
  bearer,
  newSessionKey,
  post,
  refreshTokenOf,
  registerByEmail,
  type SessionKey,
  type SignedIn,
  sha256Hex,
  signInBindings,
  signInWithEmailCode,
} from "./sign-in-driver";

// POST /auth/passkey turns the wallet provider's session (from a passkey's stamp login) into our tokens.
// The session here comes from the provider's e-mail login for a fresh key, which the provider issues
// exactly as it issues a passkey's (stamp_login): a notarized read-write session JWT for the browser key.
// The passkey ceremony itself runs in Chromium (tests/e2e/passkeys.spec.ts).

const REFUSED = { error: "Unauthorized", message: "The passkey sign-in could not be verified. Sign in with your passkey again." };

let alice: SignedIn;
let bob: SignedIn;

/** A fresh provider session for a new key of the address's user (the e-mail code's login). */
async function freshSession(email: string): Promise<{ key: SessionKey; session: string }> {
  const key = await newSessionKey();
  const answers = await signInWithEmailCode(email, key);
  const login = answers[answers.length - 1]!;
  expect(login.status).toBe(200);
  const { result } = (await login.json()) as { result: { session: string } };
  return { key, session: result.session };
}

async function signatureBy(key: SessionKey, session: string) {
  const message = passkeySignInMessage(await sha256Hex(session));
  return { publicKey: key.publicKey, scheme: "CLIENT_SIGNATURE_SCHEME_API_P256", message, signature: await key.sign(message) };
}

const base64url = (bytes: Uint8Array | string) =>
  btoa(typeof bytes === "string" ? bytes : String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A session JWT in the provider's format (raw r‖s over sha256(sha256(header.payload))) signed by some other key. */
async function forgedSession(claims: Record<string, unknown>): Promise<string> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  const input = `${base64url(JSON.stringify({ alg: "ES256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  const once = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(input)));
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, once));
  return `${input}.${base64url(signature)}`;
}

beforeAll(async () => {
  alice = await registerByEmail("passkey-alice@example.com", await newSessionKey());
  bob = await registerByEmail("passkey-bob@example.com", await newSessionKey());
});

describe("the relying party", () => {
  it("is PASSKEY_RP_ID when configured, else the host the app is reached at", async () => {
    const config = async (bindings: Record<string, unknown>) =>
      authConfigSchema.parse(await (await callWorker(new Request("http://app.lqscan.test/api/v1/auth/config"), bindings)).json()).passkey;
    expect(await config({ ...signInBindings, PASSKEY_RP_ID: "lqscan.test" })).toEqual({ rpId: "lqscan.test", rpName: "lqscan" });
    expect(await config(signInBindings)).toEqual({ rpId: "app.lqscan.test", rpName: "lqscan" });
  });
});

describe("POST /auth/passkey", () => {
  it("signs the session's owner in to their own wallet, once", async () => {
    const { key, session } = await freshSession("passkey-alice@example.com");
    const body = { session, clientSignature: await signatureBy(key, session) };
    const answer = await post("/auth/passkey", body);
    expect(answer.status).toBe(200);
    const signedIn = (await answer.json()) as SignedIn;
    expect(signedIn.user).toEqual(alice.user);
    expect(signedIn.result).toEqual({ subOrganizationId: alice.result.subOrganizationId, walletId: alice.result.walletId, address: alice.result.address });
    expect(refreshTokenOf(answer)).not.toBe("");
    const wallet = await post("/auth/wallet/one", { userId: alice.user.id, address: alice.result.address }, bearer(signedIn.tokens.accessToken));
    expect(wallet.status).toBe(200);

    const replayed = await post("/auth/passkey", body);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(REFUSED);
  });

  it("refuses another user's session signed by the caller's own key", async () => {
    const { session } = await freshSession("passkey-bob@example.com");
    const mallory = await newSessionKey();
    const answer = await post("/auth/passkey", { session, clientSignature: await signatureBy(mallory, session) });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(REFUSED);
  });

  it("refuses a session whose key's signature was made by another key", async () => {
    const { key, session } = await freshSession("passkey-bob@example.com");
    const mallory = await newSessionKey();
    const forged = await signatureBy(mallory, session);
    const answer = await post("/auth/passkey", { session, clientSignature: { ...forged, publicKey: key.publicKey } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(REFUSED);
  });

  it("refuses a signature over another message", async () => {
    const { key, session } = await freshSession("passkey-bob@example.com");
    const message = passkeySignInMessage(await sha256Hex("another session"));
    const answer = await post("/auth/passkey", {
      session,
      clientSignature: { publicKey: key.publicKey, scheme: "CLIENT_SIGNATURE_SCHEME_API_P256", message, signature: await key.sign(message) },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(REFUSED);
  });

  it("refuses a session the provider's notarizer did not sign, and one whose claims were rewritten", async () => {
    const { session } = await freshSession("passkey-alice@example.com");
    const claims = decodeJwt(session);
    const mallory = await newSessionKey();
    // Bob's wallet, Mallory's key: a forged signature, then the real signature over Alice's claims with Bob's organization.
    const forged = await forgedSession({ ...claims, public_key: mallory.publicKey, organization_id: bob.result.subOrganizationId });
    const [header, , signature] = session.split(".");
    const rewritten = `${header}.${base64url(JSON.stringify({ ...claims, public_key: mallory.publicKey, organization_id: bob.result.subOrganizationId }))}.${signature}`;
    for (const bad of [forged, rewritten]) {
      const answer = await post("/auth/passkey", { session: bad, clientSignature: await signatureBy(mallory, bad) });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual(REFUSED);
    }
  });

  it("answers malformed requests with a 400 and its reason", async () => {
    const answer = await post("/auth/passkey", { session: "x".repeat(5000), clientSignature: {} });
    expect(answer.status).toBe(400);
    const notJwt = await post("/auth/passkey", { session: "not-a-jwt", clientSignature: await signatureBy(await newSessionKey(), "not-a-jwt") });
    expect(notJwt.status).toBe(401);
  });
});
