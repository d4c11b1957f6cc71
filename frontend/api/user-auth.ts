// The spec's user-auth helper: the account's changes at the wallet provider, several calls in parallel, each an
// activity stamped by this browser's own session key (Turnkey's IndexedDB client). An empty phone number removes
// it; a new e-mail carries the verification token of a code mailed to it. Nothing here passes through our API.
import type { AuthConfig } from "../../shared/schemas/auth";
import { sessionClient, validSession } from "./turnkey-session";

type TurnkeyConfig = AuthConfig["turnkey"];

export type AccountApiKey = { id: string; name: string; publicKey: string; createdAt: number; expiresAt: number | null; thisBrowser: boolean };
export type LinkedAccount = { id: string; providerName: string; issuer: string; createdAt: number };

/** The account as the wallet provider holds it for the signed-in user. */
export type ProviderAccount = {
  name: string;
  email: string | undefined;
  phoneNumber: string | undefined;
  apiKeys: AccountApiKey[];
  linkedAccounts: LinkedAccount[];
};

export type UserAuthChanges = {
  name?: string;
  /** E.164; "" removes the number. */
  phoneNumber?: string;
  email?: { address: string; verificationToken: string };
  addApiKeys?: { name: string; publicKey: string }[];
  deleteApiKeyIds?: string[];
  addOauthProviders?: { providerName: string; oidcToken: string }[];
  deleteOauthProviderIds?: string[];
};

export const SESSION_NEEDED = "Your wallet session has ended. Sign in again to change your account.";

async function signedInClient(config: TurnkeyConfig) {
  const [client, session] = await Promise.all([sessionClient(config), validSession(config)]);
  if (!session) throw new Error(SESSION_NEEDED);
  return { client, userId: session.userId, organizationId: session.organizationId, publicKey: await client.getPublicKey() };
}

const ms = (time: { seconds: string }) => Number(time.seconds) * 1000;

export async function readProviderAccount(config: TurnkeyConfig): Promise<ProviderAccount> {
  const { client, userId, organizationId, publicKey } = await signedInClient(config);
  const { user } = await client.getUser({ organizationId, userId });
  return {
    name: user.userName,
    email: user.userEmail || undefined,
    phoneNumber: user.userPhoneNumber || undefined,
    apiKeys: user.apiKeys.map((key) => ({
      id: key.apiKeyId,
      name: key.apiKeyName,
      publicKey: key.credential.publicKey,
      createdAt: ms(key.createdAt),
      expiresAt: key.expirationSeconds === undefined ? null : ms(key.createdAt) + Number(key.expirationSeconds) * 1000,
      thisBrowser: key.credential.publicKey === publicKey,
    })),
    linkedAccounts: user.oauthProviders.map((provider) => ({
      id: provider.providerId,
      providerName: provider.providerName,
      issuer: provider.issuer,
      createdAt: ms(provider.createdAt),
    })),
  };
}

/** Runs every change at once; throws the first refusal's message once all have answered. */
export async function updateUserAuth(config: TurnkeyConfig, changes: UserAuthChanges): Promise<void> {
  const { client, userId, organizationId } = await signedInClient(config);
  const on = { organizationId, userId };
  const calls: Promise<{ activity: { status: string } }>[] = [];
  if (changes.name !== undefined) calls.push(client.updateUserName({ ...on, userName: changes.name }));
  if (changes.phoneNumber !== undefined) calls.push(client.updateUserPhoneNumber({ ...on, userPhoneNumber: changes.phoneNumber }));
  if (changes.email) calls.push(client.updateUserEmail({ ...on, userEmail: changes.email.address, verificationToken: changes.email.verificationToken }));
  if (changes.addApiKeys?.length) {
    const apiKeys = changes.addApiKeys.map((key) => ({ apiKeyName: key.name, publicKey: key.publicKey, curveType: "API_KEY_CURVE_P256" as const }));
    calls.push(client.createApiKeys({ ...on, apiKeys }));
  }
  if (changes.deleteApiKeyIds?.length) calls.push(client.deleteApiKeys({ ...on, apiKeyIds: changes.deleteApiKeyIds }));
  if (changes.addOauthProviders?.length) calls.push(client.createOauthProviders({ ...on, oauthProviders: changes.addOauthProviders }));
  if (changes.deleteOauthProviderIds?.length) calls.push(client.deleteOauthProviders({ ...on, providerIds: changes.deleteOauthProviderIds }));
  const answers = await Promise.allSettled(calls);
  for (const answer of answers) {
    if (answer.status === "rejected") throw new Error(providerMessage(answer.reason));
    if (answer.value.activity.status !== "ACTIVITY_STATUS_COMPLETED") throw new Error("The wallet provider did not accept this change.");
  }
}

/** The provider's refusal in plain words: its own message says which field was wrong. */
function providerMessage(reason: unknown): string {
  const message = reason instanceof Error ? reason.message : String(reason);
  return `The wallet provider refused the change: ${message.replace(/^Turnkey error \d+: /, "")}`;
}
