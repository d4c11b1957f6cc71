import type { AddressInfo } from "node:net";
import { createInbox } from "./inbox";
import { newId, type ProviderState } from "./model";
import { oidcTokenVerifier } from "./oidc-tokens";
import { newP256KeyPair, publicKeysOf } from "./p256";
import { newApiKey, newProviderKeys, notarizerKey, otpSignerKey, type Provider, signerKey } from "./provider";
import { openSealedStore, type Sealed } from "./sealed-store";
import { createProviderServer } from "./server";

export type WalletProviderOptions = {
  /** Port to listen on, on 127.0.0.1 (0 picks a free one). */
  port: number;
  /** The provider's state folder (organizations, wallets, sealed keys). */
  dataDir: string;
  /** The backend's API key (compressed P-256 public key), the root user's key of the top-level organization. */
  rootApiPublicKey: string;
  /** OIDC issuers whose id tokens may register and log in OAuth users. */
  trustedIssuers: readonly string[];
  /** WebAuthn relying-party ids the app's passkeys use (default: localhost, the devnet app's). */
  relyingPartyIds?: readonly string[];
};

export type WalletProvider = {
  /** The API base URL (TURNKEY_API_BASE_URL). */
  url: string;
  /** The top-level organization the backend's key acts for (TURNKEY_ORGANIZATION_ID). */
  organizationId: string;
  /** The key session JWTs are signed with (what verifySessionJwtSignature is given instead of Turnkey's). */
  notarizerPublicKey: string;
  /** The key OTP bundles and verification tokens are signed with (encryptOtpCodeToBundle's override). */
  otpSignerPublicKey: string;
  /** The key export bundles are signed with (decryptExportBundle's override of Turnkey's signer enclave). */
  signerPublicKey: string;
  stop: () => Promise<void>;
};

const ORGANIZATION_NAME = "lqscan";
/** Browsers refuse IP addresses as relying-party ids; the devnet app is reached as localhost for passkeys. */
export const DEFAULT_RELYING_PARTY_IDS = ["localhost"];
const ROOT_USER_NAME = "lqscan backend";

/**
 * A Turnkey-compatible wallet provider on loopback, served from this process. The first start creates
 * the top-level organization with the backend as its root user; each start makes the given key the
 * root user's only API key, so a regenerated key replaces the old one.
 */
export async function startWalletProvider(options: WalletProviderOptions): Promise<WalletProvider> {
  const store = openSealedStore<ProviderState>(options.dataDir, newProviderState);
  const { state } = store;
  const organizationId = state.rootOrganizationId;
  const rootUser = state.organizations[organizationId]?.users[0];
  if (!rootUser) throw new Error(`wallet provider state in ${options.dataDir} lost its root user`);
  rootUser.apiKeys = [newApiKey("lqscan backend key", options.rootApiPublicKey, undefined)];
  // A state written before export existed has no signer key yet.
  state.keys.signer ??= store.seal(newP256KeyPair().privateKey);
  store.save();

  const provider: Provider = {
    store,
    inbox: createInbox(),
    verifyOidcToken: oidcTokenVerifier(options.trustedIssuers),
    relyingPartyIds: options.relyingPartyIds ?? DEFAULT_RELYING_PARTY_IDS,
  };
  const server = createProviderServer(provider);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    organizationId,
    notarizerPublicKey: publicKeysOf(notarizerKey(provider)).publicKeyUncompressed,
    otpSignerPublicKey: publicKeysOf(otpSignerKey(provider)).publicKeyUncompressed,
    signerPublicKey: publicKeysOf(signerKey(provider)).publicKeyUncompressed,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function newProviderState(seal: (secret: string) => Sealed): ProviderState {
  const organizationId = newId();
  const userId = newId();
  const now = Date.now();
  return {
    keys: newProviderKeys(seal),
    rootOrganizationId: organizationId,
    organizations: {
      [organizationId]: {
        organizationId,
        organizationName: ORGANIZATION_NAME,
        parentOrganizationId: null,
        rootQuorum: { threshold: 1, userIds: [userId] },
        users: [{ userId, userName: ROOT_USER_NAME, emailVerified: false, apiKeys: [], oauthProviders: [], userTags: [], createdAt: now, updatedAt: now }],
        wallets: [],
        policies: [],
        createdAt: now,
      },
    },
    activities: {},
    oneTimeCodes: {},
    usedVerificationTokens: [],
  };
}
