import { decryptExportBundle, generateP256KeyPair } from "@turnkey/crypto";
import { Turnkey } from "@turnkey/sdk-server";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, services, signInWithGoogle } from "./sign-in-driver";

// Export as the browser does it, against the local wallet provider through the real Turnkey SDK: the
// user's own session key submits the activity, a fresh P-256 key made for the export opens the bundle,
// and what comes out must be the wallet's (the phrase derives its address at the account's path, the
// key is the address's). Then everyone else tries: another user's session, the worker's trading key,
// the backend's parent-organization key, and another browser holding the bundle.

type Key = { publicKey: string; privateKey: string };
type Person = { key: Key; signedIn: SignedIn };

const QUICK_POLL = { intervalMs: 20, numRetries: 0 };

/** A Turnkey client stamping with the key, acting in the organization. */
function clientOf(key: Key, organizationId: string) {
  return new Turnkey({
    apiBaseUrl: services.providerUrl,
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
    defaultOrganizationId: organizationId,
    runtimeOverride: "browser",
    activityPoller: QUICK_POLL,
  }).apiClient();
}

/** A Google sign-in whose session key we hold, as the browser holds its IndexedDB key. */
async function signIn(email: string): Promise<Person> {
  const key = generateP256KeyPair();
  const signedIn = await signInWithGoogle(email, { publicKey: key.publicKey, sign: async () => "" });
  return { key, signedIn };
}

const ownClient = (person: Person) => clientOf(person.key, person.signedIn.result.subOrganizationId);

const open = (exportBundle: string, organizationId: string, embeddedKey: string, returnMnemonic: boolean) =>
  decryptExportBundle({ exportBundle, organizationId, embeddedKey, returnMnemonic, dangerouslyOverrideSignerPublicKey: services.signerPublicKey });

let alice: Person;
let bob: Person;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signIn("export-alice@example.com"), signIn("export-bob@example.com")]);
});

describe("the owner's export", () => {
  it("hands the browser a recovery phrase that derives the wallet's address at the account's path", async () => {
    const { walletId, address, subOrganizationId } = alice.signedIn.result;
    const { accounts } = await ownClient(alice).getWalletAccounts({ walletId });
    const path = accounts.find((account) => account.address === address)?.path;
    expect(path).toBe("m/44'/60'/0'/0/0");

    const exportKey = generateP256KeyPair();
    const exported = await ownClient(alice).exportWallet({ walletId, targetPublicKey: exportKey.publicKeyUncompressed });
    expect(exported.activity.status).toBe("ACTIVITY_STATUS_COMPLETED");
    expect(exported.walletId).toBe(walletId);

    const phrase = await open(exported.exportBundle, subOrganizationId, exportKey.privateKey, true);
    expect(phrase.split(" ")).toHaveLength(12);
    expect(mnemonicToAccount(phrase, { path: path as `m/44'/60'/${string}` }).address).toBe(address);
  });

  it("hands the browser the account's private key, which is the address's", async () => {
    const { address, subOrganizationId } = alice.signedIn.result;
    const exportKey = generateP256KeyPair();
    // The compressed form of the target key works too, as Turnkey accepts either.
    const exported = await ownClient(alice).exportWalletAccount({ address, targetPublicKey: exportKey.publicKey });
    expect(exported).toMatchObject({ activity: { status: "ACTIVITY_STATUS_COMPLETED" }, address });

    const privateKey = await open(exported.exportBundle, subOrganizationId, exportKey.privateKey, false);
    expect(privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(privateKeyToAccount(`0x${privateKey}`).address).toBe(address);
  });

  it("makes a bundle that another browser's key cannot open, nor a browser expecting another organization", async () => {
    const { walletId, subOrganizationId } = alice.signedIn.result;
    const exportKey = generateP256KeyPair();
    const otherBrowser = generateP256KeyPair();
    const { exportBundle } = await ownClient(alice).exportWallet({ walletId, targetPublicKey: exportKey.publicKeyUncompressed });
    await expect(open(exportBundle, subOrganizationId, otherBrowser.privateKey, true)).rejects.toThrow(/Unable to perform hpkeDecrypt/);
    await expect(open(exportBundle, bob.signedIn.result.subOrganizationId, exportKey.privateKey, true)).rejects.toThrow(
      /organization id does not match expected value/,
    );
    // A bundle signed by anyone but the provider's signer is refused before decryption.
    await expect(
      decryptExportBundle({ exportBundle, organizationId: subOrganizationId, embeddedKey: exportKey.privateKey, returnMnemonic: true }),
    ).rejects.toThrow(/does not match signer key from bundle/);
  });
});

describe("everyone else's export", () => {
  const target = () => generateP256KeyPair().publicKeyUncompressed;

  it("refuses another user's session in the owner's organization", async () => {
    const { walletId, address, subOrganizationId } = alice.signedIn.result;
    const intruder = clientOf(bob.key, subOrganizationId);
    const unknownKey = "Turnkey error 16: could not find public key in organization or its parent organization";
    await expect(intruder.exportWallet({ walletId, targetPublicKey: target() })).rejects.toThrow(unknownKey);
    await expect(intruder.exportWalletAccount({ address, targetPublicKey: target() })).rejects.toThrow(unknownKey);
  });

  it("finds nothing of the owner's from another user's own organization", async () => {
    const { walletId, address } = alice.signedIn.result;
    await expect(ownClient(bob).exportWallet({ walletId, targetPublicKey: target() })).rejects.toThrow(`Turnkey error 5: could not find wallet ${walletId}`);
    await expect(ownClient(bob).exportWalletAccount({ address, targetPublicKey: target() })).rejects.toThrow(
      `Turnkey error 5: could not find a wallet account for ${address}`,
    );
  });

  it("leaves the worker's trading key without a result: its policy allows trades only", async () => {
    const { walletId, address, subOrganizationId } = alice.signedIn.result;
    const trading = clientOf({ publicKey: services.tradingPublicKey, privateKey: services.tradingPrivateKey }, subOrganizationId);
    const wallet = await trading.exportWallet({ walletId, targetPublicKey: target() });
    expect(wallet.activity.status).toBe("ACTIVITY_STATUS_CONSENSUS_NEEDED");
    expect(wallet.exportBundle).toBeUndefined();
    const account = await trading.exportWalletAccount({ address, targetPublicKey: target() });
    expect(account.activity.status).toBe("ACTIVITY_STATUS_CONSENSUS_NEEDED");
    expect(account.exportBundle).toBeUndefined();
  });

  it("refuses the backend's own key, which lives in the parent organization", async () => {
    const { walletId, subOrganizationId } = alice.signedIn.result;
    const backend = clientOf({ publicKey: services.apiPublicKey, privateKey: services.apiPrivateKey }, subOrganizationId);
    await expect(backend.exportWallet({ walletId, targetPublicKey: target() })).rejects.toThrow("Turnkey error 7: request not authorized");
  });
});
