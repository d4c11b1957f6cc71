import { env } from "cloudflare:test";
import { generateKeyPair, SignJWT, UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  codeFromInbox,
  idToken,
  JWT_SECRET,
  loginWithVerificationToken,
  newSessionKey,
  post,
  postWithCookie,
  registerByEmail,
  type SignedIn,
  services,
  sha256Hex,
  signInBindings,
  signInWithEmailCode,
  signInWithGoogle,
  verifyEmailCode,
} from "./sign-in-driver";

// What a thief, a forger or a curious neighbour gets from the sign-in API: nothing.

let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  alice = await signInWithGoogle("alice@example.com");
  bob = await signInWithGoogle("bob@example.com");
});

const accessToken = (sub: string, options: { secret?: string; expiresAt?: number; issuedAt?: number } = {}) => {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setIssuer("lqscan").setAudience("lqscan-api").setSubject(sub);
  if (options.issuedAt !== undefined) jwt.setIssuedAt(options.issuedAt);
  return jwt.setExpirationTime(options.expiresAt ?? "15m").sign(new TextEncoder().encode(options.secret ?? JWT_SECRET));
};

describe("routes that need a signed-in user", () => {
  const routes = [
    { path: "/auth/wallet/one", body: () => ({ userId: alice.user.id, address: alice.result.address }) },
    { path: "/devnet/faucet", body: () => ({ address: alice.result.address }) },
  ];

  it("refuse a missing, expired, forged or unsigned token with 401", async () => {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const tokens = {
      missing: undefined,
      expired: await accessToken(alice.user.id, { issuedAt: hourAgo, expiresAt: hourAgo + 900 }),
      forged: await accessToken(alice.user.id, { secret: "another-secret-of-at-least-32-characters" }),
      "alg none": new UnsecuredJWT({}).setIssuer("lqscan").setAudience("lqscan-api").setSubject(alice.user.id).setExpirationTime("15m").encode(),
      "not a JWT": "abc.def",
    };
    for (const route of routes) {
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await post(route.path, route.body(), token === undefined ? {} : bearer(token));
        expect(response.status, `${route.path} with a ${kind} token`).toBe(401);
        expect(await response.json()).toMatchObject({ error: "Unauthorized" });
      }
    }
  });

  it("answer another user's wallet with 404, as if it did not exist", async () => {
    for (const route of routes) {
      const response = await post(route.path, route.body(), bearer(bob.tokens.accessToken));
      expect(response.status, route.path).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Wallet not found" });
    }
    const ownUserIdOtherAddress = await post("/auth/wallet/one", { userId: bob.user.id, address: alice.result.address }, bearer(bob.tokens.accessToken));
    expect(ownUserIdOtherAddress.status).toBe(404);
  });

  it("the faucet does not exist on a real chain", async () => {
    const response = await post("/devnet/faucet", { address: alice.result.address }, bearer(alice.tokens.accessToken), {
      ...signInBindings,
      CHAIN: "hyperevm",
    });
    expect(response.status).toBe(404);
  });
});

describe("refresh tokens", () => {
  it("refresh and logout refuse a missing, expired, forged or access token, and end nothing", async () => {
    const signedIn = await signInWithGoogle("refresh-thief@example.com");
    const genuine = signedIn.refreshToken;
    const expired = await signInWithGoogle("refresh-thief@example.com");
    // A month later: the second sign-in's refresh token has expired.
    await env.DB.prepare("UPDATE auth_refresh_tokens SET expires_at = ?1 WHERE token_hash = ?2")
      .bind(Date.now() - 1000, await sha256Hex(expired.refreshToken))
      .run();
    const refused = {
      expired: expired.refreshToken,
      forged: genuine.slice(0, -2) + (genuine.endsWith("AA") ? "BB" : "AA"),
      "access token": signedIn.tokens.accessToken,
    };
    for (const path of ["/auth/refresh", "/auth/logout"]) {
      const missing = await post(path, undefined);
      expect(missing.status, `${path} without a cookie`).toBe(401);
      expect(await missing.json()).toMatchObject({ message: "Sign in first: the sign-in cookie is missing" });
      for (const [kind, refreshToken] of Object.entries(refused)) {
        const response = await postWithCookie(path, refreshToken);
        expect(response.status, `${path} with an ${kind}`).toBe(401);
        expect(await response.json()).toMatchObject({ message: "Invalid or expired refresh token" });
      }
    }
    // The genuine token outlived every refusal.
    expect((await postWithCookie("/auth/refresh", genuine)).status).toBe(200);
  });
});

describe("the e-mail code's login", () => {
  const verificationTokenOf = async (responses: Response[]) => ((await responses[1]!.json()) as { verificationToken: string }).verificationToken;
  const withContact = (jwt: string, contact: string) => {
    const [header, payload, signature] = jwt.split(".");
    const claims = { ...(JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))) as object), contact };
    return `${header}.${btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.${signature}`;
  };

  it("refuses a verification token made out to another user, one presented with another key than the code's, and a spent one", async () => {
    const carol = await newSessionKey();
    await registerByEmail("carol@example.com", carol);
    await registerByEmail("dave@example.com", await newSessionKey());
    const carolsSignIn = await signInWithEmailCode("carol@example.com", carol);
    expect(carolsSignIn[2]!.status).toBe(200);
    const spent = await verificationTokenOf(carolsSignIn);

    const refused = {
      "spent token": await loginWithVerificationToken(spent, carol),
      "token rewritten for dave": await loginWithVerificationToken(withContact(spent, "dave@example.com"), carol),
      "token signed for by a thief's key": await loginWithVerificationToken(
        await verificationTokenOf(await verifyEmailCode("carol@example.com", carol)),
        await newSessionKey(),
      ),
    };
    for (const [kind, response] of Object.entries(refused)) {
      expect(response.status, kind).toBe(401);
      expect(await response.json(), kind).toMatchObject({ message: "The code could not sign you in. Request a new code." });
    }
  });
});

describe("Google id tokens", () => {
  it("refuse a wrong audience, a wrong nonce, alg none and an unknown key with 401", async () => {
    const key = await newSessionKey();
    const nonce = await sha256Hex(key.publicKey);
    const { privateKey } = await generateKeyPair("RS256");
    const genuine = JSON.parse(atob((await idToken({ email: "forger@example.com", nonce })).split(".")[1]!)) as Record<string, unknown>;
    const tokens = {
      "wrong audience": await idToken({ email: "forger@example.com", nonce, clientId: "someone-elses-client" }),
      "wrong nonce": await idToken({ email: "forger@example.com", nonce: await sha256Hex("another key") }),
      "alg none": new UnsecuredJWT(genuine).encode(),
      "unknown key": await new SignJWT(genuine).setProtectedHeader({ alg: "RS256", kid: "not-published" }).sign(privateKey),
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await post("/auth/google", { idToken: token, targetPublicKey: key.publicKey });
      expect(response.status, kind).toBe(401);
      expect(((await response.json()) as { message: string }).message, kind).toMatch(/^Invalid Google sign-in token: /);
    }
  });

  it("follow the issuer's key rotation: a token signed with the new key is accepted", async () => {
    await signInWithGoogle("rotation@example.com");
    await fetch(`${services.issuerUrl}/keys/rotate`, { method: "POST" });
    // The worker refetches the key set on an unknown key id, at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signInWithGoogle("rotation@example.com")).user.email).toBe("rotation@example.com");
  });
});

describe("secrets", () => {
  it("never appear in an answer: provider key, JWT secret, one-time codes, refresh tokens beyond their owner's", async () => {
    const key = await newSessionKey();
    const registered = await registerByEmail("secrets@example.com", key);
    const responses = await signInWithEmailCode("secrets@example.com", await newSessionKey());
    const code = await codeFromInbox("secrets@example.com");
    const bodies = [JSON.stringify(registered), ...(await Promise.all(responses.map((response) => response.text())))];
    bodies.push(await (await postWithCookie("/auth/refresh", registered.refreshToken)).text());
    for (const body of bodies) {
      expect(body).not.toContain(services.apiPrivateKey);
      expect(body).not.toContain(JWT_SECRET);
      expect(body).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
    // The refresh token travels to its owner only, and is stored as its hash.
    const { results } = await env.DB.prepare("SELECT token_hash FROM auth_refresh_tokens").all<{ token_hash: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((row) => row.token_hash)).not.toContain(registered.refreshToken);
  });
});
