import { env } from "cloudflare:test";
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { authResponseSchema } from "../../../shared/schemas/auth";
import { revokeAllSignIns } from "../../../workers/auth/refresh-tokens";
import { callWorker } from "../call-worker";
import {
  bearer,
  idToken,
  JWT_SECRET,
  newSessionKey,
  post,
  postWithCookie,
  REFRESH_COOKIE,
  refreshTokenOf,
  type SignedIn,
  sha256Hex,
  signInBindings,
  signInWithGoogle,
} from "./sign-in-driver";

// An access token lives no longer than its sign-in, a token without an expiry is no token, a Google id
// token signs in once, and the refresh token stays out of reach of page scripts and other sites.

const REFUSED = { error: "Unauthorized", message: "Invalid or expired access token" };

/** The signed-in user's own wallet, as the header asks for it: 200 while the access token is good. */
const walletOne = (signedIn: SignedIn, accessToken = signedIn.tokens.accessToken) =>
  post("/auth/wallet/one", { userId: signedIn.user.id, address: signedIn.result.address }, bearer(accessToken));

async function expectRefused(response: Response, what: string) {
  expect(response.status, what).toBe(401);
  expect(await response.json(), what).toEqual(REFUSED);
}

describe("access tokens die with their sign-in", () => {
  it("after logout", async () => {
    const signedIn = await signInWithGoogle("logout-access@example.com");
    expect((await walletOne(signedIn)).status).toBe(200);
    expect((await postWithCookie("/auth/logout", signedIn.refreshToken)).status).toBe(204);
    await expectRefused(await walletOne(signedIn), "the access token after logout");
    await expectRefused(await post("/devnet/faucet", { address: signedIn.result.address }, bearer(signedIn.tokens.accessToken)), "the faucet after logout");
  });

  it("after a reused refresh token revoked the family: the old and the new access token", async () => {
    const signedIn = await signInWithGoogle("reuse-access@example.com");
    const refreshed = await postWithCookie("/auth/refresh", signedIn.refreshToken);
    const { accessToken: nextAccess } = (await refreshed.json()) as { accessToken: string };
    expect((await walletOne(signedIn, nextAccess)).status).toBe(200);
    // A thief replays the first refresh token: the whole sign-in ends.
    expect((await postWithCookie("/auth/refresh", signedIn.refreshToken)).status).toBe(401);
    await expectRefused(await walletOne(signedIn), "the first access token");
    await expectRefused(await walletOne(signedIn, nextAccess), "the access token of the rotation");
  });

  it("revokeAllSignIns ends every sign-in of the user, and no one else's", async () => {
    const first = await signInWithGoogle("revoke-all@example.com");
    const second = await signInWithGoogle("revoke-all@example.com");
    const bystander = await signInWithGoogle("revoke-all-bystander@example.com");
    await revokeAllSignIns(env.DB, first.user.id);
    await expectRefused(await walletOne(first), "the first sign-in");
    await expectRefused(await walletOne(second), "the second sign-in");
    expect((await postWithCookie("/auth/refresh", second.refreshToken)).status).toBe(401);
    expect((await walletOne(bystander)).status).toBe(200);
  });

  it("a token without exp, iat or sid is refused, even signed with the secret and naming a live sign-in", async () => {
    const signedIn = await signInWithGoogle("claims@example.com");
    const { sid } = decodeJwt(signedIn.tokens.accessToken);
    expect(sid).toEqual(expect.any(String));
    const signed = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(JWT_SECRET));
    const base = { iss: "lqscan", aud: "lqscan-api", sub: signedIn.user.id, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 900, sid };
    const without = (claim: keyof typeof base) => signed(Object.fromEntries(Object.entries(base).filter(([name]) => name !== claim)));
    expect((await walletOne(signedIn, await signed(base))).status).toBe(200);
    for (const claim of ["exp", "iat", "sid"] as const) await expectRefused(await walletOne(signedIn, await without(claim)), `a token without ${claim}`);
  });
});

describe("Google id tokens sign in once", () => {
  const googleSignIn = (token: string, targetPublicKey: string | null) => post("/auth/google", { idToken: token, targetPublicKey });

  it("the same id token is refused the second time, with or without the browser's key", async () => {
    const keyless = await idToken({ email: "replay@example.com" });
    expect((await googleSignIn(keyless, null)).status).toBe(200);
    const replayed = await googleSignIn(keyless, null);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: "Unauthorized", message: "Invalid Google sign-in token: it was already used" });

    const key = await newSessionKey();
    const bound = await idToken({ email: "replay@example.com", nonce: await sha256Hex(key.publicKey) });
    expect((await googleSignIn(bound, key.publicKey)).status).toBe(200);
    const replayedBound = await googleSignIn(bound, key.publicKey);
    expect(replayedBound.status).toBe(401);
    expect(await replayedBound.json()).toEqual({ error: "Unauthorized", message: "Invalid Google sign-in token: it was already used" });
  });

  it("an id token without a nonce is refused when targetPublicKey is null", async () => {
    const response = await googleSignIn(await idToken({ email: "no-nonce@example.com", nonce: null }), null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized", message: "Invalid Google sign-in token: the token has no nonce" });
    const { results } = await env.DB.prepare("SELECT id FROM auth_users WHERE email = 'no-nonce@example.com'").all();
    expect(results).toEqual([]);
  });
});

describe("the refresh token's cookie", () => {
  it("is HttpOnly, SameSite=Strict, for the auth routes only, Secure over https, and never in a body", async () => {
    const key = await newSessionKey();
    const token = await idToken({ email: "cookie@example.com", nonce: await sha256Hex(key.publicKey) });
    const response = await callWorker(
      new Request("https://lqscan.test/api/v1/auth/google", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idToken: token, targetPublicKey: key.publicKey }),
      }),
      signInBindings,
    );
    expect(response.status).toBe(200);
    const refreshToken = refreshTokenOf(response);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get("Set-Cookie")).toBe(`${REFRESH_COOKIE}=${refreshToken}; Max-Age=2592000; Path=/api/v1/auth; HttpOnly; Secure; SameSite=Strict`);
    const body = await response.text();
    expect(body).not.toContain(refreshToken);
    expect(authResponseSchema.parse(JSON.parse(body)).tokens).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
  });

  it("rotates on refresh, is cleared on logout, and is refused to another site's page", async () => {
    const signedIn = await signInWithGoogle("cookie-rotation@example.com");
    const refreshed = await postWithCookie("/auth/refresh", signedIn.refreshToken, { "Sec-Fetch-Site": "same-origin" });
    expect(refreshed.status).toBe(200);
    const next = refreshTokenOf(refreshed);
    expect(refreshed.headers.get("Set-Cookie")).toBe(`${REFRESH_COOKIE}=${next}; Max-Age=2592000; Path=/api/v1/auth; HttpOnly; SameSite=Strict`);
    expect(await refreshed.text()).not.toContain(next);

    // A page of another origin (a same-site one, which SameSite lets the cookie reach) cannot use it, nor read the answer.
    for (const site of ["same-site", "cross-site"]) {
      const foreign = await postWithCookie("/auth/refresh", next, { "Sec-Fetch-Site": site, Origin: "https://evil.lqscan.test" });
      expect(foreign.status, site).toBe(403);
      expect(await foreign.json()).toEqual({ error: "Forbidden", message: "The sign-in cookie is for this site's own pages only" });
      expect(foreign.headers.get("Access-Control-Allow-Origin"), site).toBeNull();
    }
    const preflight = await callWorker(
      new Request("http://lqscan.test/api/v1/auth/refresh", {
        method: "OPTIONS",
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
      }),
      signInBindings,
    );
    expect(preflight.headers.get("Access-Control-Allow-Methods")).not.toContain("POST");
    expect(preflight.headers.get("Access-Control-Allow-Credentials")).toBeNull();

    const loggedOut = await postWithCookie("/auth/logout", next);
    expect(loggedOut.status).toBe(204);
    expect(loggedOut.headers.get("Set-Cookie")).toBe(`${REFRESH_COOKIE}=; Max-Age=0; Path=/api/v1/auth; HttpOnly; SameSite=Strict`);
    expect((await postWithCookie("/auth/refresh", next)).status).toBe(401);
  });
});
