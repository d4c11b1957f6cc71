import { env } from "cloudflare:test";
import { encryptOtpCodeToBundle } from "@turnkey/crypto";
import { Turnkey } from "@turnkey/sdk-server";
import { describe, expect, it } from "vitest";
import { authResponseSchema } from "../../../shared/schemas/auth";
import {
  codeFromInbox,
  codeProof,
  newSessionKey,
  post,
  postRegister,
  registerByEmail,
  services,
  signInWithEmailCode,
  verificationTokenFor,
  verifyEmailCode,
} from "./sign-in-driver";

// Issue 36's attacks on e-mail sign-in, replayed: registering someone else's address, racing registrations of
// one address, and piling up or guessing e-mail codes. Each asserts what the attacker gets now.

const REFUSED = { error: "Unauthorized", message: "The code could not sign you in. Request a new code." };
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The provider as the backend sees it (the parent organization's key). */
const parent = () =>
  new Turnkey({
    apiBaseUrl: services.providerUrl,
    apiPublicKey: services.apiPublicKey,
    apiPrivateKey: services.apiPrivateKey,
    defaultOrganizationId: services.organizationId,
    runtimeOverride: "browser",
  }).apiClient();

type SentCode = { otpId: string; otpEncryptionTargetBundle: string };
const sendCode = async (email: string) => (await (await post("/auth/email/code", { email })).json()) as SentCode;
const tryCode = async (sent: SentCode, code: string, key: { publicKey: string }) =>
  post("/auth/email/verify", {
    otpId: sent.otpId,
    encryptedOtpBundle: await encryptOtpCodeToBundle(code, sent.otpEncryptionTargetBundle, key.publicKey, services.otpSignerPublicKey),
  });

const subOrganizationsOf = async (email: string) => (await parent().getSubOrgIds({ filterType: "EMAIL", filterValue: email })).organizationIds;
const usersWithEmail = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_users WHERE email = ?1").bind(email).first<{ n: number }>())?.n;

describe("registering an address", () => {
  it("is refused without a proof that the caller owns it: no wallet, no tokens", async () => {
    const victim = unique("victim");
    const attacker = await newSessionKey();
    const bare = await post("/auth/register", { email: victim, targetPublicKey: attacker.publicKey });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: "Bad Request", message: "Required" });

    // A genuine proof, but for the attacker's own address.
    const ownToken = await verificationTokenFor(unique("attacker"), attacker);
    const borrowed = await postRegister(victim, attacker, ownToken);
    expect(borrowed.status).toBe(401);
    expect(await borrowed.json()).toEqual(REFUSED);

    // The victim's genuine token, caught in transit, signed for by the attacker's key.
    const victimsToken = await verificationTokenFor(victim, await newSessionKey());
    const stolen = await postRegister(victim, attacker, victimsToken);
    expect(stolen.status).toBe(401);
    expect(await stolen.json()).toEqual(REFUSED);

    expect(await usersWithEmail(victim)).toBe(0);
    expect(await subOrganizationsOf(victim)).toEqual([]);
  });

  it("five at once with five valid proofs make one user and one wallet; the other four are 409", async () => {
    const email = unique("racer");
    const keys = await Promise.all(Array.from({ length: 5 }, () => newSessionKey()));
    const tokens: string[] = [];
    for (const key of keys) tokens.push(await verificationTokenFor(email, key));
    const answers = await Promise.all(keys.map((key, i) => postRegister(email, key, tokens[i])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = authResponseSchema.parse(await answers.find((answer) => answer.status === 201)!.json());
    expect(await usersWithEmail(email)).toBe(1);
    expect(await subOrganizationsOf(email)).toEqual([winner.result.subOrganizationId]);
  });

  it("uses a proof once", async () => {
    const email = unique("replay");
    const key = await newSessionKey();
    const token = await verificationTokenFor(email, key);
    expect((await postRegister(email, key, token)).status).toBe(201);
    const login = await post("/auth/email/login", { publicKey: key.publicKey, ...(await codeProof(token, key)) });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual(REFUSED);
  });
});

describe("e-mail codes", () => {
  it("answer the same for an address with a wallet and one without (which registers with the code)", async () => {
    const known = unique("known");
    await registerByEmail(known, await newSessionKey());
    const answers = await Promise.all([known, unique("unknown")].map((email) => post("/auth/email/code", { email })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as Record<string, unknown>[];
    expect(Object.keys(a!).sort()).toEqual(["otpEncryptionTargetBundle", "otpId"]);
    expect(Object.keys(b!).sort()).toEqual(Object.keys(a!).sort());

    // Once the code is proven, the address's owner (and only they) learns that it has no wallet yet.
    const email = unique("newcomer");
    const key = await newSessionKey();
    const [, , login] = await signInWithEmailCode(email, key);
    expect(login!.status).toBe(404);
    expect(await login!.json()).toEqual({
      error: "Not Found",
      message: "No wallet uses this e-mail address yet. Register with the same code to create one.",
    });
  });

  it("a new code cancels the older one; a sixth code within 15 minutes is refused", async () => {
    const email = unique("flood");
    const key = await newSessionKey();
    const first = await sendCode(email);
    const firstCode = await codeFromInbox(email);
    const [, second] = await verifyEmailCode(email, key);
    expect(second.status).toBe(200);
    const older = await tryCode(first, firstCode, key);
    expect(older.status).toBe(401);
    expect(await older.json()).toEqual({ error: "Unauthorized", message: "The code is wrong or has expired. Request a new code." });

    for (let sent = 2; sent < 5; sent += 1) expect((await post("/auth/email/code", { email })).status).toBe(200);
    const sixth = await post("/auth/email/code", { email });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(890);
    expect(await sixth.json()).toEqual({
      error: "Too Many Requests",
      message: `Too many codes requested for this address: at most 5 every 15 minutes. Retry after ${retryAfter} seconds.`,
    });
  });

  it("allow five tries per address across its codes: the sixth is refused even when right", async () => {
    const email = unique("guess");
    const key = await newSessionKey();
    const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
    // The provider's three tries of the first code, then two of a second: five in all.
    const first = await sendCode(email);
    for (let i = 0; i < 3; i += 1) expect((await tryCode(first, wrong(await codeFromInbox(email)), key)).status).toBe(401);
    const second = await sendCode(email);
    const code = await codeFromInbox(email);
    for (let i = 0; i < 2; i += 1) expect((await tryCode(second, wrong(code), key)).status).toBe(401);
    const right = await tryCode(second, code, key);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({
      message: expect.stringMatching(/^Too many codes tried for this address: at most 5 every 15 minutes\. Retry after \d+ seconds\.$/),
    });
  });
});
