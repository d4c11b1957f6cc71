import { verifySessionJwtSignature } from "@turnkey/crypto";
import { describe, expect, it } from "vitest";
import { authConfigSchema, authResponseSchema, authTokensSchema } from "../../../shared/schemas/auth";
import { faucetResponseSchema, walletDetailSchema } from "../../../shared/schemas/wallet";
import { callWorker } from "../call-worker";
import {
  bearer,
  CLIENT_ID,
  newSessionKey,
  post,
  postRegister,
  postWithCookie,
  refreshTokenOf,
  registerByEmail,
  services,
  signInBindings,
  signInWithEmailCode,
  signInWithGoogle,
} from "./sign-in-driver";

// The sign-in API against the local wallet provider and OpenID issuer, as a user goes through it.

const claimsOf = (jwt: string) => JSON.parse(atob(jwt.split(".")[1]!)) as Record<string, unknown>;

describe("GET /api/v1/auth/config", () => {
  it("tells the browser where the wallet provider and the sign-in issuer are, and that the devnet has a faucet", async () => {
    const response = await callWorker(new Request("http://lqscan.test/api/v1/auth/config"), signInBindings);
    expect(response.status).toBe(200);
    expect(authConfigSchema.parse(await response.json())).toEqual({
      turnkey: {
        apiBaseUrl: services.providerUrl,
        organizationId: services.organizationId,
        otpSignerPublicKey: services.otpSignerPublicKey,
        signerPublicKey: services.signerPublicKey,
      },
      google: { clientId: CLIENT_ID, authorizationEndpoint: `${services.issuerUrl}/authorize` },
      inboxUrl: `${services.providerUrl}/inbox`,
      faucet: true,
      passkey: { rpId: "lqscan.test", rpName: "lqscan" },
    });
  });

  it("answers 503 where sign-in is not configured", async () => {
    const response = await callWorker(new Request("http://lqscan.test/api/v1/auth/config"), { ...signInBindings, TURNKEY_API_PRIVATE_KEY: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Service Unavailable", message: "Sign-in is not configured on this server" });
  });
});

describe("POST /api/v1/auth/google", () => {
  it("creates the user and a wallet on first sign-in, and logs the browser's key in with a session the SDK verifies", async () => {
    const key = await newSessionKey();
    const first = await signInWithGoogle("google-user@example.com", key);
    expect(first.user).toMatchObject({ email: "google-user@example.com", name: "Test Person" });
    expect(first.user.picture).toMatch(/^http/);
    expect(first.result.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(first.result.subOrganizationId).toBe(first.user.turnkeySubOrgId);
    expect(first.tokens.expiresIn).toBe(900);
    const session = first.result.session!;
    expect(await verifySessionJwtSignature(session, services.notarizerPublicKey)).toBe(true);
    expect(claimsOf(session)).toMatchObject({
      public_key: key.publicKey,
      session_type: "SESSION_TYPE_READ_WRITE",
      organization_id: first.user.turnkeySubOrgId,
    });

    const again = await signInWithGoogle("google-user@example.com", await newSessionKey());
    expect(again.user.id).toBe(first.user.id);
    expect(again.result.walletId).toBe(first.result.walletId);
    // Without a key: the user and tokens, no session.
    const keyless = await signInWithGoogle("google-user@example.com", null);
    expect(keyless.result.session).toBeUndefined();
  });

  it("validates its body with the spec's messages", async () => {
    const missing = await post("/auth/google", { targetPublicKey: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Bad Request", message: "Required" });
    expect((await post("/auth/google", { idToken: "x", targetPublicKey: "02ab" })).status).toBe(400);
  });
});

describe("POST /api/v1/auth/register and the e-mail code", () => {
  it("registers with a mailed code (201, a session for the browser's key), refuses a taken e-mail (409), signs back in with the code", async () => {
    const key = await newSessionKey();
    const registered = await registerByEmail("Registered@Example.com", key);
    expect(registered.user).toMatchObject({ email: "registered@example.com", name: "Registered Person" });
    expect(claimsOf(registered.result.session!)).toMatchObject({ public_key: key.publicKey, organization_id: registered.result.subOrganizationId });

    const taken = await postRegister("registered@example.com", await newSessionKey());
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: "Conflict",
      message: "An account with this e-mail address already exists. Sign in with a code sent to it instead.",
    });

    const returning = await newSessionKey();
    const [sent, verified, login] = await signInWithEmailCode("registered@example.com", returning);
    expect([sent!.status, verified!.status, login!.status]).toEqual([200, 200, 200]);
    const signedIn = authResponseSchema.parse(await login!.json());
    expect(signedIn.user.id).toBe(registered.user.id);
    expect(claimsOf(signedIn.result.session!)).toMatchObject({ public_key: returning.publicKey, user_id: expect.any(String) });
  });

  it("refuses a wrong code and an address that is not one", async () => {
    const key = await newSessionKey();
    await registerByEmail("wrong-code@example.com", key);
    const [, verified] = await signInWithEmailCode("wrong-code@example.com", key, (code) => (code === "000000" ? "111111" : "000000"));
    expect(verified!.status).toBe(401);
    expect(await verified!.json()).toMatchObject({ message: "The code is wrong or has expired. Request a new code." });
    expect((await post("/auth/email/code", { email: "not-an-email" })).status).toBe(400);
  });

  it("validates registration with the spec's messages", async () => {
    const key = await newSessionKey();
    const cases: [unknown, string][] = [
      [{ email: "nope", targetPublicKey: key.publicKey }, "Invalid email"],
      [{ email: "a@example.com" }, "Required"],
      [{ email: "a@example.com", targetPublicKey: "02ab" }, "Invalid public key: expected a compressed P-256 key in hex"],
    ];
    for (const [body, message] of cases) {
      const response = await post("/auth/register", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "Bad Request", message });
    }
  });
});

describe("tokens", () => {
  it("rotates refresh tokens: each works once, a reused one ends the whole sign-in; logout ends it too", async () => {
    const { refreshToken } = await signInWithGoogle("refresh@example.com");
    const refreshed = await postWithCookie("/auth/refresh", refreshToken);
    expect(refreshed.status).toBe(200);
    expect(authTokensSchema.parse(await refreshed.json())).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    const next = refreshTokenOf(refreshed);
    expect(next).not.toBe("");
    expect(next).not.toBe(refreshToken);

    expect((await postWithCookie("/auth/refresh", refreshToken)).status).toBe(401);
    // The reuse revoked the family: the token handed out after the first use is dead as well.
    expect((await postWithCookie("/auth/refresh", next)).status).toBe(401);

    const other = await signInWithGoogle("refresh@example.com");
    expect((await postWithCookie("/auth/logout", other.refreshToken)).status).toBe(204);
    const afterLogout = await postWithCookie("/auth/refresh", other.refreshToken);
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toMatchObject({ message: "Invalid or expired refresh token" });
  });
});

describe("the wallet", () => {
  it("answers the caller's wallet detail with its live balance, which the devnet faucet raises by 100 HYPE", async () => {
    const { user, tokens, result } = await signInWithGoogle("faucet@example.com");
    const detail = async () =>
      walletDetailSchema.parse(await (await post("/auth/wallet/one", { userId: user.id, address: result.address }, bearer(tokens.accessToken))).json());
    const before = await detail();
    expect(before).toMatchObject({ id: result.walletId, name: "Default wallet", address: result.address, balance: "0", balanceReadable: "0" });

    const funded = await post("/devnet/faucet", { address: result.address }, bearer(tokens.accessToken));
    expect(funded.status).toBe(200);
    expect(faucetResponseSchema.parse(await funded.json())).toMatchObject({ balanceReadable: "100" });
    expect((await detail()).balance).toBe("100000000000000000000");
  });
});
