import { Turnkey, TurnkeyRequestError } from "@turnkey/sdk-server";
import type { ClientSignature } from "../../shared/schemas/auth";
import { ETHEREUM_ACCOUNT, SESSION_DEFAULT_EXPIRY_SECONDS } from "../../shared/wallet-session";
import { ApiError } from "../http/errors";
import type { AuthSettings } from "./auth-settings";

// The backend's side of Turnkey, through @turnkey/sdk-server with the parent organization's API key:
// it creates each user's sub-organization and wallet and starts their sign-ins. It never signs in a
// user's wallet; only the user's own session key can.

const APP_NAME = "lqscan";
/** The answer to a verification token that cannot sign anyone in (unreadable, spent, another's, or signed for by another key). */
export const CODE_LOGIN_REFUSED = "The code could not sign you in. Request a new code.";
/** A wrong, spent, expired or superseded code. */
export const CODE_WRONG = "The code is wrong or has expired. Request a new code.";
/** How long a mailed code is valid. */
export const EMAIL_CODE_SECONDS = 300;
const OTP_LENGTH = 6;
const SESSION_SECONDS = String(SESSION_DEFAULT_EXPIRY_SECONDS);

type Client = ReturnType<InstanceType<typeof Turnkey>["apiClient"]>;

export function turnkeyBackend(settings: AuthSettings): Client {
  return new Turnkey({
    apiBaseUrl: settings.turnkey.apiBaseUrl,
    apiPublicKey: settings.turnkey.apiPublicKey,
    apiPrivateKey: settings.turnkey.apiPrivateKey,
    defaultOrganizationId: settings.turnkey.organizationId,
    // Workers have `process` (nodejs_compat) but sign with WebCrypto.
    runtimeOverride: "browser",
  }).apiClient();
}

/**
 * Runs a provider call; a refusal (4xx) answers with the status given, anything else is a 502.
 * Activities that did not complete (denied, awaiting consensus) fail too.
 */
export async function call<T extends object>(what: string, refusal: { status: 400 | 401 | 404; message: string }, run: () => Promise<T>): Promise<T> {
  let response: T;
  try {
    response = await run();
  } catch (error) {
    if (error instanceof TurnkeyRequestError && error.code !== undefined && [3, 5, 16].includes(error.code)) {
      // Only the code is logged: the provider's message may quote what the user sent (an e-mail code).
      console.warn(`wallet provider refused ${what} (code ${error.code})`);
      throw new ApiError(refusal.status, refusal.message);
    }
    throw new Error(`wallet provider: ${what} failed: ${(error as Error).message}`);
  }
  const status = "activity" in response ? (response.activity as { status: string }).status : "ACTIVITY_STATUS_COMPLETED";
  if (status !== "ACTIVITY_STATUS_COMPLETED") throw new Error(`wallet provider: ${what} ended ${status}`);
  return response;
}

export type NewWallet = { subOrganizationId: string; walletId: string; address: string; rootUserIds: string[] };

type RootUser = Parameters<Client["createSubOrganization"]>[0]["rootUsers"][number];

/**
 * A user's sub-organization with one root user and an Ethereum wallet. No key is bound to the user: a
 * session comes from a proof afterwards (the e-mail code's, or the Google account an id token registers).
 */
export async function createUserWallet(
  client: Client,
  user: { email: string; name: string | undefined; oidcToken?: string },
  /** Root users beside the owner (the app's trading user), who leave the quorum once set up. */
  otherRootUsers: RootUser[] = [],
): Promise<NewWallet> {
  const created = await call("create_sub_organization", { status: 400, message: "The wallet provider refused the new account" }, () =>
    client.createSubOrganization({
      subOrganizationName: `lqscan user ${user.email}`,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: user.name ?? user.email,
          userEmail: user.email,
          apiKeys: [],
          authenticators: [],
          oauthProviders: user.oidcToken ? [{ providerName: "Google", oidcToken: user.oidcToken }] : [],
        },
        ...otherRootUsers,
      ],
      wallet: { walletName: "Default wallet", accounts: [ETHEREUM_ACCOUNT] },
    }),
  );
  const address = created.wallet?.addresses[0];
  if (!created.wallet || !address) throw new Error("wallet provider: the new sub-organization has no wallet");
  return { subOrganizationId: created.subOrganizationId, walletId: created.wallet.walletId, address, rootUserIds: created.rootUserIds ?? [] };
}

/** A read-write session for the browser's key, proven by the Google id token (its nonce binds the key). */
export async function oauthSession(client: Client, subOrganizationId: string, oidcToken: string, sessionPublicKey: string): Promise<string> {
  const { session } = await call("oauth_login", { status: 401, message: "The wallet provider refused the Google sign-in" }, () =>
    client.oauthLogin({ organizationId: subOrganizationId, oidcToken, publicKey: sessionPublicKey, expirationSeconds: SESSION_SECONDS }),
  );
  return session;
}

/** Whether the wallet provider still lets this Google identity into the sub-organization: the user can unlink it there. */
export async function googleLinkedAtProvider(client: Client, subOrganizationId: string, identity: { issuer: string; subject: string }): Promise<boolean> {
  const { users } = await call("list_users", { status: 404, message: "Wallet not found" }, () => client.getUsers({ organizationId: subOrganizationId }));
  return users.some((someone) => someone.oauthProviders.some((known) => known.issuer === identity.issuer && known.subject === identity.subject));
}

/** Mails a one-time code to the address; the browser encrypts what the user types to the bundle's key. */
export async function sendEmailCode(client: Client, email: string) {
  const { otpId, otpEncryptionTargetBundle } = await call("init_otp", { status: 400, message: "The code could not be sent to this address" }, () =>
    client.initOtp({
      otpType: "OTP_TYPE_EMAIL",
      contact: email,
      appName: APP_NAME,
      otpLength: OTP_LENGTH,
      alphanumeric: false,
      expirationSeconds: String(EMAIL_CODE_SECONDS),
    }),
  );
  return { otpId, otpEncryptionTargetBundle };
}

export async function verifyEmailCode(client: Client, otpId: string, encryptedOtpBundle: string): Promise<string> {
  const { verificationToken } = await call("verify_otp", { status: 401, message: CODE_WRONG }, () => client.verifyOtp({ otpId, encryptedOtpBundle }));
  return verificationToken;
}

/** A session for the browser's key from the code's proof; `invalidateExisting` ends the user's other login sessions. */
export async function emailCodeSession(
  client: Client,
  subOrganizationId: string,
  login: { verificationToken: string; publicKey: string; clientSignature: ClientSignature },
  invalidateExisting = false,
): Promise<string> {
  const { verificationToken, publicKey, clientSignature } = login;
  const { session } = await call("otp_login", { status: 401, message: CODE_LOGIN_REFUSED }, () =>
    client.otpLogin({
      organizationId: subOrganizationId,
      verificationToken,
      publicKey,
      clientSignature,
      expirationSeconds: SESSION_SECONDS,
      invalidateExisting,
    }),
  );
  return session;
}

export type WalletFacts = { name: string; address: string; createdAt: string; updatedAt: string };

/** The wallet as the provider knows it, if the address is one of its accounts in the sub-organization. */
export async function walletInSubOrganization(client: Client, subOrganizationId: string, walletId: string, address: string): Promise<WalletFacts | undefined> {
  const refusal = { status: 404, message: "Wallet not found" } as const;
  const [{ wallets }, { accounts }] = await Promise.all([
    call("list_wallets", refusal, () => client.getWallets({ organizationId: subOrganizationId })),
    call("list_wallet_accounts", refusal, () => client.getWalletAccounts({ organizationId: subOrganizationId, walletId })),
  ]);
  const wallet = wallets.find((candidate) => candidate.walletId === walletId);
  const account = accounts.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase());
  if (!wallet || !account) return undefined;
  const iso = (time: { seconds: string }) => new Date(Number(time.seconds) * 1000).toISOString();
  return { name: wallet.walletName, address: account.address, createdAt: iso(wallet.createdAt), updatedAt: iso(wallet.updatedAt) };
}

/** A credential of a sub-organization's user that can still act: its public key, or what it is when it has none. */
export type LiveCredential = { userId: string; userName: string; credential: string };

/**
 * Every credential in the sub-organization that can still act (read with the parent's key): unexpired API keys,
 * authenticators and OAuth providers, of every user.
 */
export async function liveCredentialsOf(client: Client, subOrganizationId: string): Promise<LiveCredential[]> {
  const { users } = await call("list_users", { status: 404, message: "Wallet not found" }, () => client.getUsers({ organizationId: subOrganizationId }));
  const now = Date.now() / 1000;
  return users.flatMap((user) => {
    const of = (credential: string) => ({ userId: user.userId, userName: user.userName, credential });
    const keys = user.apiKeys.filter((key) => key.expirationSeconds === undefined || Number(key.createdAt.seconds) + Number(key.expirationSeconds) > now);
    return [
      ...keys.map((key) => of(key.credential.publicKey)),
      ...user.authenticators.map((authenticator) => of(`authenticator ${authenticator.authenticatorId}`)),
      ...user.oauthProviders.map((provider) => of(`oauth ${provider.providerId}`)),
    ];
  });
}
