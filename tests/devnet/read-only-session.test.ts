import { randomBytes } from "node:crypto";
import { generateP256KeyPair } from "@turnkey/crypto";
import { TurnkeyBrowserClient } from "@turnkey/sdk-browser";
import { Turnkey } from "@turnkey/sdk-server";
import { describe, expect, it } from "vitest";
import { ETHEREUM_ACCOUNT } from "../../shared/wallet-session";
import { fileSignInServices } from "./file-sign-in-services";
import { softwarePasskey } from "./software-passkey";

// A passkey's read-only session (create_read_only_session) used as sdk-browser uses it, in the X-Session header
// with no stamp: the provider answers its user's queries, as Turnkey does, and refuses it every activity.

const READ_ONLY_REFUSAL = "Turnkey error 7: request not authorized: a read-only session cannot submit activities";
const QUICK_POLL = { intervalMs: 20, numRetries: 1 };

const backendKey = generateP256KeyPair();
const { services } = fileSignInServices("read-only-session", backendKey.publicKey);

const keyClient = (key: { publicKey: string; privateKey: string }, organizationId: string) =>
  new Turnkey({
    apiBaseUrl: services().provider.url,
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
    defaultOrganizationId: organizationId,
    activityPoller: QUICK_POLL,
  }).apiClient();

/** A user with an API key and a passkey, and the read-only session that passkey's stamp makes. */
async function passkeyUser(email: string) {
  const userKey = generateP256KeyPair();
  const created = await keyClient(backendKey, services().provider.organizationId).createSubOrganization({
    subOrganizationName: `user ${email}`,
    rootQuorumThreshold: 1,
    rootUsers: [
      {
        userName: email,
        userEmail: email,
        apiKeys: [{ apiKeyName: "user key", publicKey: userKey.publicKey, curveType: "API_KEY_CURVE_P256" }],
        authenticators: [],
        oauthProviders: [],
      },
    ],
    wallet: { walletName: "Default wallet", accounts: [ETHEREUM_ACCOUNT] },
  });
  const organizationId = created.subOrganizationId;
  const own = keyClient(userKey, organizationId);
  const { userId } = await own.getWhoami({ organizationId });
  const passkey = softwarePasskey("localhost", "http://localhost:8787");
  const challenge = randomBytes(32).toString("base64url");
  await own.createAuthenticators({ userId, authenticators: [{ authenticatorName: "laptop", challenge, attestation: passkey.attestation(challenge) }] });
  const byPasskey = new TurnkeyBrowserClient({
    apiBaseUrl: services().provider.url,
    organizationId,
    stamper: { stamp: async (body: string) => ({ stampHeaderName: "X-Stamp-Webauthn", stampHeaderValue: passkey.stamp(body) }) },
    activityPoller: QUICK_POLL,
  } as ConstructorParameters<typeof TurnkeyBrowserClient>[0]);
  const { session } = await byPasskey.createReadOnlySession({});
  const readOnly = new TurnkeyBrowserClient({ apiBaseUrl: services().provider.url, organizationId, readOnlySession: session, activityPoller: QUICK_POLL });
  return { organizationId, userId, walletId: created.wallet!.walletId, address: created.wallet!.addresses[0]!, own, readOnly, session };
}

describe("a passkey's read-only session", () => {
  it("answers the user's queries: whoami, wallets, accounts, the user and their passkeys", async () => {
    const alice = await passkeyUser("read-only-alice@example.com");
    const { readOnly } = alice;
    expect(await readOnly.getWhoami({ organizationId: alice.organizationId })).toMatchObject({ organizationId: alice.organizationId, userId: alice.userId });
    expect((await readOnly.getWallets({})).wallets.map((wallet) => wallet.walletId)).toEqual([alice.walletId]);
    expect((await readOnly.getWalletAccounts({ walletId: alice.walletId })).accounts.map((account) => account.address)).toEqual([alice.address]);
    expect((await readOnly.getUser({ userId: alice.userId })).user.userEmail).toBe("read-only-alice@example.com");
    expect((await readOnly.getAuthenticators({ userId: alice.userId })).authenticators.map((passkey) => passkey.authenticatorName)).toEqual(["laptop"]);
  });

  it("is refused every activity: signing, export and changes to the user", async () => {
    const bob = await passkeyUser("read-only-bob@example.com");
    const { readOnly } = bob;
    await expect(readOnly.signTransaction({ signWith: bob.address, type: "TRANSACTION_TYPE_ETHEREUM", unsignedTransaction: "02e5" })).rejects.toThrow(
      READ_ONLY_REFUSAL,
    );
    await expect(readOnly.exportWallet({ walletId: bob.walletId, targetPublicKey: generateP256KeyPair().publicKeyUncompressed })).rejects.toThrow(
      READ_ONLY_REFUSAL,
    );
    await expect(readOnly.updateUserName({ userId: bob.userId, userName: "Mallory" })).rejects.toThrow(READ_ONLY_REFUSAL);
    expect((await bob.own.getUser({ userId: bob.userId })).user.userName).toBe("read-only-bob@example.com");
  });

  it("reads only its own organization", async () => {
    const carol = await passkeyUser("read-only-carol@example.com");
    const dave = await passkeyUser("read-only-dave@example.com");
    const misused = new TurnkeyBrowserClient({ apiBaseUrl: services().provider.url, organizationId: dave.organizationId, readOnlySession: carol.session });
    await expect(misused.getWallets({})).rejects.toThrow("could not find the session's user in organization or its parent organization");
  });
});
