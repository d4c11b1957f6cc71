import { encryptOtpCodeToBundle, generateP256KeyPair } from "@turnkey/crypto";
import { Turnkey } from "@turnkey/sdk-server";
import { decodeJwt } from "jose";
import { inject } from "vitest";
import { type AuthResponse, authResponseSchema } from "../../../shared/schemas/auth";
import type {} from "../../devnet/indexer-chain";
// The global setup's declaration of what it provides (inject's types).
import type {} from "../../devnet/sign-in-global-setup";
import { type IssuerLogin, idTokenFromIssuer } from "../../sign-in/issuer-login";
import { callWorker } from "../call-worker";

// Drives the worker's sign-in API the way the browser does, against the local wallet provider and
// OpenID issuer of the global setup: session keys are WebCrypto P-256 keys, as in the browser.

export const services = inject("signInServices");
export const CLIENT_ID = "lqscan-worker-tests";
export const JWT_SECRET = "worker-tests-jwt-secret-0123456789abcdef";

/** The bindings of a devnet worker with sign-in and trading configured, on the indexer's devnet (balances, trades). */
export const signInBindings = {
  CHAIN: "devnet" as const,
  RPC_URL: inject("indexerDevnet").rpcUrl,
  TURNKEY_API_BASE_URL: services.providerUrl,
  TURNKEY_ORGANIZATION_ID: services.organizationId,
  TURNKEY_API_PUBLIC_KEY: services.apiPublicKey,
  TURNKEY_API_PRIVATE_KEY: services.apiPrivateKey,
  TURNKEY_TRADING_API_PUBLIC_KEY: services.tradingPublicKey,
  TURNKEY_TRADING_API_PRIVATE_KEY: services.tradingPrivateKey,
  CHAIN_CONTRACTS: JSON.stringify(inject("indexerDevnet").contracts),
  TURNKEY_OTP_SIGNER_PUBLIC_KEY: services.otpSignerPublicKey,
  TURNKEY_SIGNER_PUBLIC_KEY: services.signerPublicKey,
  TURNKEY_NOTARIZER_PUBLIC_KEY: services.notarizerPublicKey,
  GOOGLE_CLIENT_ID: CLIENT_ID,
  OIDC_ISSUER: services.issuerUrl,
  AUTH_JWT_SECRET: JWT_SECRET,
};

/** The routes that answer 503 where sign-in and trading are not set up: tests send them with `signInBindings`. */
export const SIGN_IN_PATHS = /^\/api\/v1\/(auth|devnet|liquidlaunch|transactions|wallet)\//;

export type SessionKey = { publicKey: string; sign: (message: string) => Promise<string> };

const hex = (bytes: ArrayBuffer | Uint8Array) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** A P-256 session key: its compressed public key in hex, and raw r‖s signatures over SHA-256. */
export async function newSessionKey(): Promise<SessionKey> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign", "verify"]);
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const prefix = (raw[64]! & 1) === 1 ? "03" : "02";
  return {
    publicKey: prefix + hex(raw.slice(1, 33)),
    sign: async (message) => hex(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, new TextEncoder().encode(message))),
  };
}

/** A session key whose private half the test holds: it signs as the browser's key does and stamps provider calls. */
export type HeldKey = SessionKey & { privateKey: string };

const base64url = (hexText: string) => Buffer.from(hexText, "hex").toString("base64url");

export async function heldKey(): Promise<HeldKey> {
  const pair = generateP256KeyPair();
  const point = pair.publicKeyUncompressed;
  const jwk = { kty: "EC", crv: "P-256", d: base64url(pair.privateKey), x: base64url(point.slice(2, 66)), y: base64url(point.slice(66)) };
  const key = await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  const sign = async (message: string) => hex(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, new TextEncoder().encode(message)));
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, sign };
}

/**
 * The wallet provider's client stamped by `key`, acting in `organizationId`, as the browser's SDK is; `activityPoller`
 * how long it waits on an activity (the SDK's default without it).
 */
export const providerClientFor = (
  key: { publicKey: string; privateKey: string },
  organizationId: string,
  activityPoller?: { intervalMs: number; numRetries: number },
) =>
  new Turnkey({
    apiBaseUrl: services.providerUrl,
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
    defaultOrganizationId: organizationId,
    runtimeOverride: "browser",
    ...(activityPoller && { activityPoller }),
  }).apiClient();

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** A POST of a JSON body (none when undefined). */
export function post(path: string, body: unknown, headers: Record<string, string> = {}, bindings: Record<string, unknown> = signInBindings): Promise<Response> {
  return callWorker(
    new Request(`http://lqscan.test/api/v1${path}`, {
      method: "POST",
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    }),
    bindings,
  );
}

export const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

/** An id token from the issuer; without a nonce given, one made up as a browser would (`nonce: null` for none at all). */
export function idToken(login: Omit<Partial<IssuerLogin>, "nonce"> & { email: string; nonce?: string | null }): Promise<string> {
  const { nonce = crypto.randomUUID(), ...rest } = login;
  return idTokenFromIssuer(services.issuerUrl, { clientId: CLIENT_ID, name: "Test Person", ...rest, ...(nonce === null ? {} : { nonce }) });
}

export const REFRESH_COOKIE = "lqscan_refresh";

/** The refresh token an answer set as the sign-in cookie ("" when it set none). */
export function refreshTokenOf(response: Response): string {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  return new RegExp(`(?:^|, )${REFRESH_COOKIE}=([^;]*)`).exec(cookie)?.[1] ?? "";
}

/** A POST to /auth/refresh or /auth/logout with the refresh token as a browser sends its cookie. */
export const postWithCookie = (path: string, refreshToken: string, headers: Record<string, string> = {}) =>
  post(path, undefined, { Cookie: `${REFRESH_COOKIE}=${refreshToken}`, ...headers });

/** A sign-in's answer and the refresh token it set as a cookie. */
export type SignedIn = AuthResponse & { refreshToken: string };

async function signedIn(response: Response, status: number): Promise<SignedIn> {
  if (response.status !== status) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return { ...authResponseSchema.parse(await response.json()), refreshToken: refreshTokenOf(response) };
}

export async function signInWithGoogle(email: string, key: SessionKey | null = null): Promise<SignedIn> {
  const token = await idToken({ email, ...(key ? { nonce: await sha256Hex(key.publicKey) } : {}) });
  return signedIn(await post("/auth/google", { idToken: token, targetPublicKey: key?.publicKey ?? null }), 200);
}

/** A verification token for the address: a code mailed to it, read from the inbox, encrypted to the provider with the key, verified. */
export async function verificationTokenFor(email: string, key: SessionKey): Promise<string> {
  const [, verified] = await verifyEmailCode(email, key);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { verificationToken: string }).verificationToken;
}

/** The proof a login or registration carries: the token and the key's signature over its use (Turnkey's client signature). */
export async function codeProof(verificationToken: string, key: SessionKey) {
  const tokenId = String(decodeJwt(verificationToken).id);
  const message = JSON.stringify({ login: { publicKey: key.publicKey }, tokenId, type: "USAGE_TYPE_LOGIN" });
  return {
    verificationToken,
    clientSignature: { publicKey: key.publicKey, scheme: "CLIENT_SIGNATURE_SCHEME_API_P256", message, signature: await key.sign(message) },
  };
}

/** POST /auth/register with a proof for the address made with the key (a fresh code unless a token is given). */
export async function postRegister(email: string, key: SessionKey, verificationToken?: string, name = "Registered Person"): Promise<Response> {
  const proof = await codeProof(verificationToken ?? (await verificationTokenFor(email, key)), key);
  return post("/auth/register", { email, name, targetPublicKey: key.publicKey, ...proof });
}

/** A new e-mail user, registered the way the browser does: the code first, then the registration with its proof. */
export async function registerByEmail(email: string, key: SessionKey): Promise<SignedIn> {
  return signedIn(await postRegister(email, key), 201);
}

/** The latest code the provider mailed to the address, read from the devnet inbox page. */
export async function codeFromInbox(email: string): Promise<string> {
  const page = await (await fetch(`${services.providerUrl}/inbox?to=${encodeURIComponent(email)}`)).text();
  const code = /sign-in code is ([0-9A-Z]+)/.exec(page)?.[1];
  if (!code) throw new Error(`no code in the inbox of ${email}`);
  return code;
}

/** The e-mail code's first steps: the code mailed, read from the inbox, encrypted to the provider and verified. */
export async function verifyEmailCode(email: string, key: SessionKey, codeFor: (code: string) => string = (code) => code): Promise<[Response, Response]> {
  const sent = await post("/auth/email/code", { email });
  const { otpId, otpEncryptionTargetBundle } = (await sent.clone().json()) as { otpId: string; otpEncryptionTargetBundle: string };
  const encryptedOtpBundle = await encryptOtpCodeToBundle(
    codeFor(await codeFromInbox(email)),
    otpEncryptionTargetBundle,
    key.publicKey,
    services.otpSignerPublicKey,
  );
  return [sent, await post("/auth/email/verify", { otpId, encryptedOtpBundle })];
}

/** The whole e-mail code sign-in: code, encrypted to the provider, verified, and the key's signature. */
export async function signInWithEmailCode(email: string, key: SessionKey, codeFor?: (code: string) => string): Promise<Response[]> {
  const [sent, verified] = await verifyEmailCode(email, key, codeFor);
  if (verified.status !== 200) return [sent, verified];
  const { verificationToken } = (await verified.clone().json()) as { verificationToken: string };
  return [sent, verified, await loginWithVerificationToken(verificationToken, key)];
}

/** The last step of the e-mail code sign-in: the key signs the verification token's use for this login. */
export async function loginWithVerificationToken(verificationToken: string, key: SessionKey): Promise<Response> {
  return post("/auth/email/login", { publicKey: key.publicKey, ...(await codeProof(verificationToken, key)) });
}
