import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  decryptCredentialBundle,
  encryptOtpCodeToBundle,
  fromDerSignature,
  generateP256KeyPair,
  getPublicKey,
  verifyOtpVerificationToken,
  verifySessionJwtSignature,
} from "@turnkey/crypto";
import { uint8ArrayToHexString } from "@turnkey/encoding";
import { ApiKeyStamper, TurnkeyBrowserClient } from "@turnkey/sdk-browser";
import { signWithApiKey, Turnkey } from "@turnkey/sdk-server";
import { type Hex, parseEther, recoverTransactionAddress, serializeTransaction, type TransactionSerialized } from "viem";
import { describe, expect, it } from "vitest";
import { addressAt } from "../../devnet/wallet-provider/hd-wallet";
import { ETHEREUM_ACCOUNT } from "../../shared/wallet-session";
import { idTokenFromIssuer } from "../sign-in/issuer-login";
import { fileSignInServices } from "./file-sign-in-services";

// The local wallet provider driven by the real Turnkey SDKs: sdk-server as the backend (the parent
// organization's key) and as a sub-organization's users, sdk-browser's client with a session key,
// and @turnkey/crypto to check what the provider signs and decrypt what it encrypts.

const CLIENT_ID = "lqscan-test.apps.example";
const ALLOWED_CONTRACT = "0x1111111111111111111111111111111111111111";
const OTHER_CONTRACT = "0x2222222222222222222222222222222222222222";
// Denied activities stay non-terminal; the SDK polls them, so poll briefly.
const QUICK_POLL = { intervalMs: 20, numRetries: 1 };

const backendKey = generateP256KeyPair();
const { services, dataDir } = fileSignInServices("wallet-provider", backendKey.publicKey);

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

function serverClient(key: { publicKey: string; privateKey: string }, organizationId: string) {
  return new Turnkey({
    apiBaseUrl: services().provider.url,
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
    defaultOrganizationId: organizationId,
    activityPoller: QUICK_POLL,
  }).apiClient();
}

const backend = () => serverClient(backendKey, services().provider.organizationId);

async function signUp(email: string, extra: { apiKeys?: { publicKey: string }[]; oidcToken?: string } = {}) {
  return backend().createSubOrganization({
    subOrganizationName: `user ${email}`,
    rootQuorumThreshold: 1,
    rootUsers: [
      {
        userName: email,
        userEmail: email,
        apiKeys: (extra.apiKeys ?? []).map((key) => ({ apiKeyName: "user key", publicKey: key.publicKey, curveType: "API_KEY_CURVE_P256" as const })),
        authenticators: [],
        oauthProviders: extra.oidcToken ? [{ providerName: "google", oidcToken: extra.oidcToken }] : [],
      },
    ],
    wallet: { walletName: "Default wallet", accounts: [ETHEREUM_ACCOUNT] },
  });
}

function unsignedTransfer(to: string, chainId: number): string {
  return serializeTransaction({
    type: "eip1559",
    chainId,
    nonce: 0,
    to: to as Hex,
    value: parseEther("0.01"),
    gas: 21000n,
    maxFeePerGas: 10n ** 9n,
    maxPriorityFeePerGas: 1n,
  }).slice(2);
}

describe("sub-organizations and wallets", () => {
  it("derives BIP-39/BIP-32 accounts as every Ethereum wallet does (the well-known test mnemonic)", () => {
    const mnemonic = "test test test test test test test test test test test junk";
    expect(addressAt(mnemonic, "m/44'/60'/0'/0/0")).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(addressAt(mnemonic, "m/44'/60'/0'/0/1")).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  });

  it("creates a sub-organization whose wallet derives m/44'/60'/0'/0/0 and signs real EVM transactions", async () => {
    const userKey = generateP256KeyPair();
    const created = await signUp("wallet@example.com", { apiKeys: [userKey] });
    expect(created.activity.status).toBe("ACTIVITY_STATUS_COMPLETED");
    const address = created.wallet?.addresses[0];
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const user = serverClient(userKey, created.subOrganizationId);
    const { accounts } = await user.getWalletAccounts({ walletId: created.wallet!.walletId });
    expect(accounts).toEqual([expect.objectContaining({ address, path: "m/44'/60'/0'/0/0", organizationId: created.subOrganizationId })]);
    const { wallets } = await user.getWallets();
    expect(wallets.map((wallet) => wallet.walletName)).toEqual(["Default wallet"]);

    const signed = await user.signTransaction({
      signWith: address!,
      unsignedTransaction: unsignedTransfer(ALLOWED_CONTRACT, 999),
      type: "TRANSACTION_TYPE_ETHEREUM",
    });
    expect(signed.activity.status).toBe("ACTIVITY_STATUS_COMPLETED");
    expect(await recoverTransactionAddress({ serializedTransaction: `0x${signed.signedTransaction}` as TransactionSerialized })).toBe(address);

    // The activity is kept with its id and can be read back, as the SDK polls it.
    const { activity } = await user.getActivity({ activityId: signed.activity.id });
    expect(activity).toMatchObject({ status: "ACTIVITY_STATUS_COMPLETED", type: "ACTIVITY_TYPE_SIGN_TRANSACTION_V2" });
  });

  it("answers whoami for the sub-organization a key belongs to, even when asked with the parent's id", async () => {
    const userKey = generateP256KeyPair();
    const created = await signUp("whoami@example.com", { apiKeys: [userKey] });
    const viaParent = await serverClient(userKey, services().provider.organizationId).getWhoami();
    expect(viaParent).toMatchObject({ organizationId: created.subOrganizationId, userId: created.rootUserIds?.[0], username: "whoami@example.com" });
    const { organizationIds } = await backend().getSubOrgIds({ filterType: "EMAIL", filterValue: "WHOAMI@example.com" });
    expect(organizationIds).toEqual([created.subOrganizationId]);
  });

  it("keeps every secret sealed in its state folder", async () => {
    const state = readFileSync(join(dataDir(), "wallet-provider", "state.json"), "utf8");
    // No BIP-39 phrase, no private key of ours in the clear.
    expect(state).not.toMatch(/"(?:[a-z]+ ){11}[a-z]+"/);
    expect(state).not.toContain(backendKey.privateKey);
  });
});

describe("sessions and credential bundles", () => {
  it("issues session JWTs the SDK verifies, whose key then stamps as the user until it expires", async () => {
    const userKey = generateP256KeyPair();
    const created = await signUp("session@example.com", { apiKeys: [userKey] });
    const sessionKey = generateP256KeyPair();
    const browser = new TurnkeyBrowserClient({
      stamper: new ApiKeyStamper({ apiPublicKey: userKey.publicKey, apiPrivateKey: userKey.privateKey }),
      apiBaseUrl: services().provider.url,
      organizationId: created.subOrganizationId,
    });
    const { session } = await browser.stampLogin({ publicKey: sessionKey.publicKey, expirationSeconds: "1" });
    expect(await verifySessionJwtSignature(session, services().provider.notarizerPublicKey)).toBe(true);
    const claims = JSON.parse(atob(session.split(".")[1]!)) as Record<string, unknown>;
    expect(claims).toMatchObject({ public_key: sessionKey.publicKey, session_type: "SESSION_TYPE_READ_WRITE", organization_id: created.subOrganizationId });

    const sessionClient = serverClient(sessionKey, created.subOrganizationId);
    expect((await sessionClient.getWhoami()).userId).toBe(created.rootUserIds?.[0]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(sessionClient.getWhoami()).rejects.toThrow("Turnkey error 16: expired api key");
  });

  it("encrypts read-write credential bundles to the target key, which decryptCredentialBundle opens", async () => {
    const userKey = generateP256KeyPair();
    const created = await signUp("bundle@example.com", { apiKeys: [userKey] });
    const target = generateP256KeyPair();
    const result = await serverClient(userKey, created.subOrganizationId).createReadWriteSession({ targetPublicKey: target.publicKeyUncompressed });
    const privateKey = decryptCredentialBundle(result.credentialBundle, target.privateKey);
    const publicKey = uint8ArrayToHexString(getPublicKey(privateKey, true));
    expect((await serverClient({ publicKey, privateKey }, created.subOrganizationId).getWhoami()).userId).toBe(result.userId);
  });
});

describe("sign-in flows", () => {
  it("logs an OAuth user in with an id token whose nonce is the session key's sha256", async () => {
    const sessionKey = generateP256KeyPair();
    const login = { clientId: CLIENT_ID, email: "oauth@example.com", name: "OAuth Person" };
    const oidcToken = await idTokenFromIssuer(services().issuer.url, { ...login, nonce: sha256Hex(sessionKey.publicKey) });
    const created = await signUp("oauth@example.com", { oidcToken });
    const { organizationIds } = await backend().getSubOrgIds({ filterType: "OIDC_TOKEN", filterValue: oidcToken });
    expect(organizationIds).toEqual([created.subOrganizationId]);

    const { session } = await backend().oauthLogin({ organizationId: created.subOrganizationId, oidcToken, publicKey: sessionKey.publicKey });
    expect(await verifySessionJwtSignature(session, services().provider.notarizerPublicKey)).toBe(true);

    const otherKey = generateP256KeyPair();
    await expect(backend().oauthLogin({ organizationId: created.subOrganizationId, oidcToken, publicKey: otherKey.publicKey })).rejects.toThrow(
      "nonce does not match",
    );
  });

  it("signs an e-mail user in with the one-time code from the inbox: init_otp, verify_otp, otp_login", async () => {
    const email = "otp@example.com";
    const created = await signUp(email);
    const { otpId, otpEncryptionTargetBundle } = await backend().initOtp({
      otpType: "OTP_TYPE_EMAIL",
      contact: email,
      appName: "lqscan",
      otpLength: 6,
      alphanumeric: false,
    });
    const inbox = await (await fetch(`${services().provider.url}/inbox?to=${email}`)).text();
    const code = /sign-in code is (\d{6})/.exec(inbox)?.[1];
    expect(code).toBeDefined();

    const sessionKey = generateP256KeyPair();
    const signer = services().provider.otpSignerPublicKey;
    const wrong = await encryptOtpCodeToBundle(code === "000000" ? "111111" : "000000", otpEncryptionTargetBundle, sessionKey.publicKey, signer);
    await expect(backend().verifyOtp({ otpId, encryptedOtpBundle: wrong })).rejects.toThrow("invalid one-time code");

    const encryptedOtpBundle = await encryptOtpCodeToBundle(code!, otpEncryptionTargetBundle, sessionKey.publicKey, signer);
    const { verificationToken } = await backend().verifyOtp({ otpId, encryptedOtpBundle });
    const claims = await verifyOtpVerificationToken(verificationToken, signer);
    expect(claims).toMatchObject({ contact: email, public_key: sessionKey.publicKey });

    const message = JSON.stringify({ login: { publicKey: sessionKey.publicKey }, tokenId: claims.id, type: "USAGE_TYPE_LOGIN" });
    const signature = await signWithApiKey({ content: message, publicKey: sessionKey.publicKey, privateKey: sessionKey.privateKey });
    const clientSignature = {
      publicKey: sessionKey.publicKey,
      scheme: "CLIENT_SIGNATURE_SCHEME_API_P256" as const,
      message,
      signature: uint8ArrayToHexString(fromDerSignature(signature)),
    };
    const login = { organizationId: created.subOrganizationId, verificationToken, publicKey: sessionKey.publicKey, clientSignature };
    const { session } = await backend().otpLogin(login);
    expect(await verifySessionJwtSignature(session, services().provider.notarizerPublicKey)).toBe(true);
    await expect(backend().otpLogin(login)).rejects.toThrow("already used");
    expect(readFileSync(join(dataDir(), "wallet-provider", "state.json"), "utf8")).not.toContain(`"${code}"`);
  });
});

describe("policies", () => {
  it("lets an API-only user sign only transactions to the named contracts on chain 999", async () => {
    const userKey = generateP256KeyPair();
    const created = await signUp("delegated@example.com", { apiKeys: [userKey] });
    const owner = serverClient(userKey, created.subOrganizationId);
    const delegatedKey = generateP256KeyPair();
    const { userIds } = await owner.createUsers({
      users: [
        {
          userName: "lqscan trading",
          apiKeys: [{ apiKeyName: "backend", publicKey: delegatedKey.publicKey, curveType: "API_KEY_CURVE_P256" }],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    });
    await owner.createPolicies({
      policies: [
        {
          policyName: "trade on the launchpad only",
          effect: "EFFECT_ALLOW",
          consensus: `approvers.any(user, user.id == '${userIds[0]}')`,
          condition: `activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' && eth.tx.to in ['${ALLOWED_CONTRACT}'] && eth.tx.chain_id == 999`,
          notes: "",
        },
      ],
    });
    const delegated = serverClient(delegatedKey, created.subOrganizationId);
    const address = created.wallet!.addresses[0]!;
    const sign = (to: string, chainId: number) =>
      delegated.signTransaction({ signWith: address, unsignedTransaction: unsignedTransfer(to, chainId), type: "TRANSACTION_TYPE_ETHEREUM" });

    expect((await sign(ALLOWED_CONTRACT, 999)).activity.status).toBe("ACTIVITY_STATUS_COMPLETED");
    expect((await sign(OTHER_CONTRACT, 999)).activity.status).toBe("ACTIVITY_STATUS_CONSENSUS_NEEDED");
    expect((await sign(ALLOWED_CONTRACT, 1)).activity.status).toBe("ACTIVITY_STATUS_CONSENSUS_NEEDED");
    const wallet = await delegated.createWallet({ walletName: "mine now", accounts: [ETHEREUM_ACCOUNT] });
    expect(wallet.activity.status).toBe("ACTIVITY_STATUS_CONSENSUS_NEEDED");
  });
});

describe("refusals", () => {
  it("refuses unsigned, wrongly signed, late and foreign-organization requests in Turnkey's error shape", async () => {
    const unsigned = await fetch(`${services().provider.url}/public/v1/query/whoami`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ organizationId: services().provider.organizationId }),
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ code: 16, message: expect.stringContaining("no X-Stamp"), details: [] });

    const impostor = generateP256KeyPair();
    const wronglySigned = serverClient({ publicKey: backendKey.publicKey, privateKey: impostor.privateKey }, services().provider.organizationId);
    await expect(wronglySigned.getWhoami()).rejects.toThrow("Turnkey error 16: could not verify api key signature");

    const late = String(Date.now() - 10 * 60_000);
    await expect(backend().initOtp({ otpType: "OTP_TYPE_EMAIL", contact: "late@example.com", appName: "lqscan", timestampMs: late })).rejects.toThrow(
      "Turnkey error 16: request timestamp is outside the allowed window",
    );

    const aliceKey = generateP256KeyPair();
    const alice = await signUp("alice@example.com", { apiKeys: [aliceKey] });
    const bob = await signUp("bob@example.com");
    await expect(serverClient(aliceKey, bob.subOrganizationId).getWallets()).rejects.toThrow(
      "Turnkey error 16: could not find public key in organization or its parent organization",
    );
    // The parent may read a sub-organization and start its sign-ins, never sign in it.
    await expect(
      backend().signTransaction({
        organizationId: alice.subOrganizationId,
        signWith: alice.wallet!.addresses[0]!,
        unsignedTransaction: unsignedTransfer(ALLOWED_CONTRACT, 999),
        type: "TRANSACTION_TYPE_ETHEREUM",
      }),
    ).rejects.toThrow("Turnkey error 7: request not authorized");
  });

  it("answers the browser's CORS preflight for the stamp headers", async () => {
    const preflight = await fetch(`${services().provider.url}/public/v1/query/whoami`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("X-Stamp");
  });
});
