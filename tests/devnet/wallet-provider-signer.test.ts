import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decryptExportBundle, generateP256KeyPair } from "@turnkey/crypto";
import { Turnkey } from "@turnkey/sdk-server";
import getPort from "get-port";
import { mnemonicToAccount } from "viem/accounts";
import { afterAll, expect, it } from "vitest";
import { startWalletProvider, type WalletProvider } from "../../devnet/wallet-provider";
import { ETHEREUM_ACCOUNT } from "../../shared/wallet-session";

// A provider state written before export existed has no signer key: the next start makes one, keeps it
// across restarts, and its exports open with it.

const dir = mkdtempSync(join(tmpdir(), "wallet-provider-signer-"));
const stateFile = join(dir, "state.json");
const backendKey = generateP256KeyPair();
const userKey = generateP256KeyPair();

const start = async () => startWalletProvider({ port: await getPort(), dataDir: dir, rootApiPublicKey: backendKey.publicKey, trustedIssuers: [] });
const client = (provider: WalletProvider, key: { publicKey: string; privateKey: string }, organizationId: string) =>
  new Turnkey({ apiBaseUrl: provider.url, apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey, defaultOrganizationId: organizationId }).apiClient();

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("gives an older state a signer key once, and exports open with it", async () => {
  let provider = await start();
  const created = await client(provider, backendKey, provider.organizationId).createSubOrganization({
    subOrganizationName: "older user",
    rootQuorumThreshold: 1,
    rootUsers: [
      {
        userName: "older",
        apiKeys: [{ apiKeyName: "user key", publicKey: userKey.publicKey, curveType: "API_KEY_CURVE_P256" }],
        authenticators: [],
        oauthProviders: [],
      },
    ],
    wallet: { walletName: "Default wallet", accounts: [ETHEREUM_ACCOUNT] },
  });
  await provider.stop();

  // The state as it was written before the signer key existed.
  const state = JSON.parse(readFileSync(stateFile, "utf8")) as { keys: Record<string, unknown> };
  delete state.keys.signer;
  writeFileSync(stateFile, JSON.stringify(state));

  provider = await start();
  const signer = provider.signerPublicKey;
  expect(signer).toMatch(/^04[0-9a-f]{128}$/);
  expect(signer).not.toBe(provider.otpSignerPublicKey);
  await provider.stop();
  provider = await start();
  expect(provider.signerPublicKey).toBe(signer);

  const exportKey = generateP256KeyPair();
  const { walletId, addresses } = created.wallet!;
  const { exportBundle } = await client(provider, userKey, created.subOrganizationId).exportWallet({
    walletId,
    targetPublicKey: exportKey.publicKeyUncompressed,
  });
  const phrase = await decryptExportBundle({
    exportBundle,
    organizationId: created.subOrganizationId,
    embeddedKey: exportKey.privateKey,
    returnMnemonic: true,
    dangerouslyOverrideSignerPublicKey: signer,
  });
  expect(mnemonicToAccount(phrase).address).toBe(addresses[0]);
  await provider.stop();
});
