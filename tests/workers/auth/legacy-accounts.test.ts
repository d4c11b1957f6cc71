import { env } from "cloudflare:test";
import { generateP256KeyPair } from "@turnkey/crypto";
import { type Hex, parseEther, serializeTransaction } from "viem";
import { describe, expect, it } from "vitest";
import { authResponseSchema } from "../../../shared/schemas/auth";
import { ETHEREUM_ACCOUNT } from "../../../shared/wallet-session";
import { issueRefreshToken } from "../../../workers/auth/refresh-tokens";
import { newSessionKey, postWithCookie, providerClientFor, services, signInWithEmailCode } from "./sign-in-driver";

// Accounts registered before an address had to be proven (issue 36): an attacker registered the victim's
// address with their own key and added a key that never expires. The victim's first verified sign-in must
// leave the attacker nothing: no sign-in of ours, and no key that can sign for the wallet the victim lands in.

const parentKey = { publicKey: services.apiPublicKey, privateKey: services.apiPrivateKey };

const transfer = (to: string) =>
  serializeTransaction({
    type: "eip1559",
    chainId: 999,
    nonce: 0,
    to: to as Hex,
    value: parseEther("1"),
    gas: 21000n,
    maxFeePerGas: 10n ** 9n,
    maxPriorityFeePerGas: 1n,
  }).slice(2);

/** An account as /auth/register made it before the fix: the registrant's key on the owner, no proof, no verification date. */
async function legacyAccount(email: string, registrationKeySeconds: string) {
  const attacker = generateP256KeyPair();
  const created = await providerClientFor(parentKey, services.organizationId).createSubOrganization({
    subOrganizationName: `lqscan user ${email}`,
    rootQuorumThreshold: 1,
    rootUsers: [
      {
        userName: email,
        userEmail: email,
        apiKeys: [
          { apiKeyName: "Browser session key", publicKey: attacker.publicKey, curveType: "API_KEY_CURVE_P256", expirationSeconds: registrationKeySeconds },
        ],
        authenticators: [],
        oauthProviders: [],
      },
    ],
    wallet: { walletName: "Default wallet", accounts: [ETHEREUM_ACCOUNT] },
  });
  const user = {
    id: crypto.randomUUID(),
    subOrganizationId: created.subOrganizationId,
    address: created.wallet!.addresses[0]!,
    walletId: created.wallet!.walletId,
  };
  await env.DB.prepare(
    "INSERT INTO auth_users (id, email, turnkey_sub_org_id, wallet_id, wallet_address, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
  )
    .bind(user.id, email, user.subOrganizationId, user.walletId, user.address, Date.now())
    .run();
  return { user, attacker, ownerId: created.rootUserIds![0]!, refreshToken: (await issueRefreshToken(env.DB, user.id)).refreshToken };
}

describe("an account registered without proof, at its owner's first verified sign-in", () => {
  it("leaves the registrant no key on the wallet the owner lands in, and none of our sign-ins", async () => {
    const email = `legacy-victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { user, attacker, ownerId, refreshToken } = await legacyAccount(email, "900");
    // With the registration key, the attacker adds a key that never expires, and can sign from the wallet.
    const lasting = generateP256KeyPair();
    await providerClientFor(attacker, user.subOrganizationId).createApiKeys({
      userId: ownerId,
      apiKeys: [{ apiKeyName: "lasting", publicKey: lasting.publicKey, curveType: "API_KEY_CURVE_P256" }],
    });
    const before = await providerClientFor(lasting, user.subOrganizationId).signTransaction({
      signWith: user.address,
      unsignedTransaction: transfer(user.address),
      type: "TRANSACTION_TYPE_ETHEREUM",
    });
    expect(before.activity.status).toBe("ACTIVITY_STATUS_COMPLETED");

    const [, , login] = await signInWithEmailCode(email, await newSessionKey());
    expect(login!.status).toBe(200);
    const signedIn = authResponseSchema.parse(await login!.json());
    expect(signedIn.user.id).toBe(user.id);
    expect(signedIn.result.address).not.toBe(user.address);

    for (const key of [attacker, lasting]) {
      await expect(
        providerClientFor(key, signedIn.result.subOrganizationId).signTransaction({
          signWith: signedIn.result.address,
          unsignedTransaction: transfer(user.address),
          type: "TRANSACTION_TYPE_ETHEREUM",
        }),
      ).rejects.toThrow("could not find public key in organization or its parent organization");
    }
    const refreshed = await postWithCookie("/auth/refresh", refreshToken);
    expect(refreshed.status).toBe(401);
    expect(await refreshed.json()).toMatchObject({ message: "Invalid or expired refresh token" });
  });

  it("keeps the wallet when nothing made before the proof can still act in it", async () => {
    const email = `legacy-honest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { user, refreshToken } = await legacyAccount(email, "1");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [, , login] = await signInWithEmailCode(email, await newSessionKey());
    expect(login!.status).toBe(200);
    expect(authResponseSchema.parse(await login!.json()).result).toMatchObject({ subOrganizationId: user.subOrganizationId, address: user.address });
    expect((await postWithCookie("/auth/refresh", refreshToken)).status).toBe(401);
  });
});
