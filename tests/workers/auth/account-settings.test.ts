import { env } from "cloudflare:test";
import { generateP256KeyPair } from "@turnkey/crypto";
import { describe, expect, it } from "vitest";
import { authUserSchema } from "../../../shared/schemas/auth";
import { userById } from "../../../workers/db/auth-users";
import {
  bearer,
  codeProof,
  heldKey,
  newSessionKey,
  post,
  providerClientFor,
  services,
  signInWithEmailCode,
  signInWithGoogle,
  verificationTokenFor,
} from "./sign-in-driver";

// The account's facts change at the wallet provider, stamped by the user's own session key (the account page's
// user-auth helper); our user row follows. The sign-in e-mail moves only with a code's proof of the new address,
// and the app's delegated trading key can change nothing of the user.

// Denied activities stay non-terminal; the SDK polls them, so poll briefly.
const client = (key: { publicKey: string; privateKey: string }, organizationId: string) =>
  providerClientFor(key, organizationId, { intervalMs: 20, numRetries: 1 });
const tradingKey = { publicKey: services.tradingPublicKey, privateKey: services.tradingPrivateKey };
const uniqueEmail = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A Google user signed in with a session key whose private half the test holds (as the browser's IndexedDB does). */
async function signedInWithKey(email: string) {
  const key = await heldKey();
  const signedIn = await signInWithGoogle(email, key);
  const own = client(key, signedIn.result.subOrganizationId);
  const { userId } = await own.getWhoami({ organizationId: signedIn.result.subOrganizationId });
  const providerUser = async () => (await own.getUser({ organizationId: signedIn.result.subOrganizationId, userId })).user;
  return { signedIn, own, userId, providerUser };
}

const postAccount = (path: string, accessToken: string, body?: unknown) => post(`/auth/account/${path}`, body, bearer(accessToken));

describe("name and phone number, through the user's own session key", () => {
  it("sets and removes them at the provider; our user row takes the new name", async () => {
    const email = uniqueEmail("account-name");
    const { signedIn, own, userId, providerUser } = await signedInWithKey(email);
    const [named, phoned] = await Promise.all([
      own.updateUserName({ userId, userName: "Nova Trader" }),
      own.updateUserPhoneNumber({ userId, userPhoneNumber: "+14155550123" }),
    ]);
    expect(named.activity.status).toBe("ACTIVITY_STATUS_COMPLETED");
    expect(named.userId).toBe(userId);
    expect(phoned.userId).toBe(userId);
    expect(await providerUser()).toMatchObject({ userName: "Nova Trader", userPhoneNumber: "+14155550123", userEmail: email });

    const followed = await postAccount("name", signedIn.tokens.accessToken);
    expect(followed.status).toBe(200);
    expect(authUserSchema.parse(await followed.json())).toMatchObject({ id: signedIn.user.id, name: "Nova Trader", email });
    expect((await userById(env.DB, signedIn.user.id))?.name).toBe("Nova Trader");

    // An empty value removes the number.
    await own.updateUserPhoneNumber({ userId, userPhoneNumber: "" });
    expect((await providerUser()).userPhoneNumber).toBeUndefined();
    await expect(own.updateUserPhoneNumber({ userId, userPhoneNumber: "4155550123" })).rejects.toThrow("must be a phone number in E.164 format");
  });

  it("lists, adds and deletes API keys and unlinks the Google account", async () => {
    const { own, userId, providerUser } = await signedInWithKey(uniqueEmail("account-keys"));
    const added = generateP256KeyPair();
    const { apiKeyIds } = await own.createApiKeys({
      userId,
      apiKeys: [{ apiKeyName: "desk bot", publicKey: added.publicKey, curveType: "API_KEY_CURVE_P256" }],
    });
    expect((await providerUser()).apiKeys.map((key) => key.apiKeyName)).toContain("desk bot");
    const deleted = await own.deleteApiKeys({ userId, apiKeyIds });
    expect(deleted.apiKeyIds).toEqual(apiKeyIds);
    expect((await providerUser()).apiKeys.map((key) => key.apiKeyName)).not.toContain("desk bot");

    const [google] = (await providerUser()).oauthProviders;
    expect(google?.providerName).toBe("Google");
    expect((await own.deleteOauthProviders({ userId, providerIds: [google!.providerId] })).providerIds).toEqual([google!.providerId]);
    expect((await providerUser()).oauthProviders).toEqual([]);
  });

  it("the app's delegated trading key can change nothing of the user", async () => {
    const email = uniqueEmail("account-trading-key");
    const { signedIn, userId, providerUser } = await signedInWithKey(email);
    const trading = client(tradingKey, signedIn.result.subOrganizationId);
    const stranger = generateP256KeyPair();
    const attempts = [
      trading.updateUserName({ userId, userName: "Drained" }),
      trading.updateUserPhoneNumber({ userId, userPhoneNumber: "+14155550199" }),
      trading.updateUserEmail({ userId, userEmail: "" }),
      trading.createApiKeys({ userId, apiKeys: [{ apiKeyName: "backdoor", publicKey: stranger.publicKey, curveType: "API_KEY_CURVE_P256" }] }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.activity.status).toBe("ACTIVITY_STATUS_CONSENSUS_NEEDED");
    const user = await providerUser();
    expect(user).toMatchObject({ userName: "Test Person", userEmail: email });
    expect(user.userPhoneNumber).toBeUndefined();
    expect(user.apiKeys.map((key) => key.credential.publicKey)).not.toContain(stranger.publicKey);
  });
});

describe("the sign-in e-mail moves only with the new address's proof", () => {
  it("at the provider: refused without a token, or with one for another address", async () => {
    const { own, userId, providerUser } = await signedInWithKey(uniqueEmail("account-email-provider"));
    const target = uniqueEmail("account-email-attacker");
    await expect(own.updateUserEmail({ userId, userEmail: target })).rejects.toThrow("a verification token for the new e-mail address is required");
    const otherToken = await verificationTokenFor(uniqueEmail("account-email-other"), await newSessionKey());
    await expect(own.updateUserEmail({ userId, userEmail: target, verificationToken: otherToken })).rejects.toThrow(
      "the verification token is for another e-mail address",
    );
    expect((await providerUser()).userEmail).not.toBe(target);
  });

  it("with the code: the provider first, then our user row; the new address signs in, the old one no longer does", async () => {
    const oldEmail = uniqueEmail("account-email-old");
    const newEmail = uniqueEmail("account-email-new");
    const { signedIn, own, userId, providerUser } = await signedInWithKey(oldEmail);
    const proofKey = await newSessionKey();
    const proof = { publicKey: proofKey.publicKey, ...(await codeProof(await verificationTokenFor(newEmail, proofKey), proofKey)) };

    // Our row follows only what the provider already has.
    const early = await postAccount("email", signedIn.tokens.accessToken, proof);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: "Your wallet does not have this e-mail address yet: change it there with the same code first." });

    await own.updateUserEmail({ userId, userEmail: newEmail, verificationToken: proof.verificationToken });
    expect((await providerUser()).userEmail).toBe(newEmail);
    const moved = await postAccount("email", signedIn.tokens.accessToken, proof);
    expect(moved.status).toBe(200);
    expect(authUserSchema.parse(await moved.json())).toMatchObject({ id: signedIn.user.id, email: newEmail });
    expect((await userById(env.DB, signedIn.user.id))?.email).toBe(newEmail);

    const [, , login] = await signInWithEmailCode(newEmail, await newSessionKey());
    expect(login!.status).toBe(200);
    expect(((await login!.json()) as { user: { id: string } }).user.id).toBe(signedIn.user.id);
    const [, , oldLogin] = await signInWithEmailCode(oldEmail, await newSessionKey());
    expect(oldLogin!.status).toBe(404);
  });

  it("refuses a forged proof, another user's address and a request without a session", async () => {
    const { signedIn } = await signedInWithKey(uniqueEmail("account-email-forged"));
    const key = await newSessionKey();
    const taken = await signInWithGoogle(uniqueEmail("account-email-taken"));
    const genuine = await codeProof(await verificationTokenFor(taken.user.email, key), key);
    const [header, payload] = genuine.verificationToken.split(".");
    const forged = { publicKey: key.publicKey, ...genuine, verificationToken: `${header}.${payload}.${"A".repeat(86)}` };
    const refused = await postAccount("email", signedIn.tokens.accessToken, forged);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: "The code could not sign you in. Request a new code." });

    const another = await postAccount("email", signedIn.tokens.accessToken, { publicKey: key.publicKey, ...genuine });
    expect(another.status).toBe(409);
    expect(await another.json()).toMatchObject({ message: "Another account signs in with this e-mail address." });

    expect((await post("/auth/account/email", { publicKey: key.publicKey, ...genuine })).status).toBe(401);
    expect((await post("/auth/account/name", undefined)).status).toBe(401);
  });
});
