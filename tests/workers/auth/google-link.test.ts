import { beforeAll, describe, expect, it } from "vitest";
import { authUserSchema } from "../../../shared/schemas/auth";
import { bearer, heldKey, idToken, post, providerClientFor, registerByEmail, sha256Hex, signInWithGoogle } from "./sign-in-driver";

// Linking a Google account from the account page: the browser links it at the wallet provider with its session
// key (create_oauth_providers, the token's nonce that key's sha256), then POST /auth/account/google; Google
// sign-in then opens the same wallet. Someone else's Google account, a token made for another key and a
// replayed token are refused at both. Unlinked at the provider, the Google account no longer opens the wallet.

const uniqueEmail = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** An e-mail user, its session key, and the provider client that key stamps. */
async function emailUser(what: string) {
  const key = await heldKey();
  const signedIn = await registerByEmail(uniqueEmail(what), key);
  const organizationId = signedIn.result.subOrganizationId;
  const own = providerClientFor(key, organizationId, { intervalMs: 20, numRetries: 1 });
  const { userId } = await own.getWhoami({ organizationId });
  const linkAtProvider = (oidcToken: string) => own.createOauthProviders({ userId, oauthProviders: [{ providerName: "Google", oidcToken }] });
  const linkHere = (token: string) => post("/auth/account/google", { idToken: token, targetPublicKey: key.publicKey }, bearer(signedIn.tokens.accessToken));
  return { key, signedIn, own, userId, linkAtProvider, linkHere };
}

const googleToken = async (email: string, key: { publicKey: string }) => idToken({ email, nonce: await sha256Hex(key.publicKey) });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

let alice: Awaited<ReturnType<typeof emailUser>>;

beforeAll(async () => {
  alice = await emailUser("link-alice");
}, 60_000);

describe("linking a Google account", () => {
  it("links it at the provider and here, and Google sign-in then opens the same wallet", async () => {
    const google = uniqueEmail("alice-google");
    const token = await googleToken(google, alice.key);
    expect((await alice.linkAtProvider(token)).activity.status).toBe("ACTIVITY_STATUS_COMPLETED");
    const linked = await alice.linkHere(token);
    expect(linked.status, await linked.clone().text()).toBe(200);
    expect(authUserSchema.parse(await linked.json()).id).toBe(alice.signedIn.user.id);

    const viaGoogle = await signInWithGoogle(google, await heldKey());
    expect(viaGoogle.user.id).toBe(alice.signedIn.user.id);
    expect(viaGoogle.result.address).toBe(alice.signedIn.result.address);

    // The same token again: spent here, and spent at the provider even once the link is gone.
    const replayed = await alice.linkHere(token);
    expect(replayed.status).toBe(401);
    expect(await messageOf(replayed)).toBe("Invalid Google sign-in token: it was already used");
    const { user } = await alice.own.getUser({ userId: alice.userId });
    await alice.own.deleteOauthProviders({ userId: alice.userId, providerIds: user.oauthProviders.map((known) => known.providerId) });
    await expect(alice.linkAtProvider(token)).rejects.toThrow("invalid oidc token: it was already used");

    // Unlinked at the provider: that Google account no longer opens Alice's wallet, with or without a browser key.
    for (const key of [null, await heldKey()]) {
      const after = await signInWithGoogle(google, key);
      expect(after.user.id).not.toBe(alice.signedIn.user.id);
      expect(after.result.address).not.toBe(alice.signedIn.result.address);
    }
  });

  it("refuses a Google account that already signs in to another wallet, at the provider and here", async () => {
    const bobGoogle = uniqueEmail("bob-google");
    const bob = await signInWithGoogle(bobGoogle, await heldKey());
    const mallory = await emailUser("link-mallory");
    await expect(mallory.linkAtProvider(await googleToken(bobGoogle, mallory.key))).rejects.toThrow("this OAuth account is already linked to a user");
    const refused = await mallory.linkHere(await googleToken(bobGoogle, mallory.key));
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe("This Google account already signs in to another wallet. Sign in with it and unlink it there first.");
    expect((await signInWithGoogle(bobGoogle, await heldKey())).result.address).toBe(bob.result.address);
  });

  it("refuses a token whose nonce is another browser key's, and one the provider has not linked", async () => {
    const google = uniqueEmail("stolen-google");
    const otherKey = await heldKey();
    await expect(alice.linkAtProvider(await googleToken(google, otherKey))).rejects.toThrow(
      "invalid oidc token: nonce does not match sha256 of the stamping public key",
    );
    const foreign = await alice.linkHere(await googleToken(google, otherKey));
    expect(foreign.status).toBe(401);
    expect(await messageOf(foreign)).toBe("Invalid Google sign-in token: the nonce does not match the session key");
    const notLinked = await alice.linkHere(await googleToken(google, alice.key));
    expect(notLinked.status).toBe(409);
    expect(await messageOf(notLinked)).toBe("Your wallet does not have this Google account yet: link it there with the same sign-in first.");
  });
});
