import { decodeJwt } from "jose";
import { badRequest, notFound } from "./api-error";
import { type Activity, type Organization, timestamp, type User } from "./model";
import { authenticatorView, PASSKEY_QUERIES } from "./passkey-activities";
import { type Provider, userOf } from "./provider";
import type { Caller } from "./stamp";

export type QueryInput = { provider: Provider; organization: Organization; caller: Caller; body: Record<string, unknown> };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** An activity as Turnkey answers it: intent and result under their versioned keys, timestamps as {seconds, nanos}. */
export function activityView(activity: Activity) {
  return {
    id: activity.id,
    organizationId: activity.organizationId,
    status: activity.status,
    type: activity.type,
    intent: activity.intent,
    result: activity.result,
    votes: [],
    fingerprint: activity.id.replace(/-/g, ""),
    canApprove: false,
    canReject: false,
    createdAt: timestamp(activity.createdAt),
    updatedAt: timestamp(activity.createdAt),
    ...(activity.failure ? { failure: { ...activity.failure, details: [] } } : {}),
  };
}

function userView(user: User) {
  return {
    userId: user.userId,
    userName: user.userName,
    ...(user.userEmail ? { userEmail: user.userEmail } : {}),
    ...(user.userPhoneNumber ? { userPhoneNumber: user.userPhoneNumber } : {}),
    authenticators: (user.authenticators ?? []).map(authenticatorView),
    apiKeys: user.apiKeys.map((key) => ({
      apiKeyId: key.apiKeyId,
      apiKeyName: key.apiKeyName,
      credential: { publicKey: key.publicKey, type: "CREDENTIAL_TYPE_API_KEY_P256" },
      createdAt: timestamp(key.createdAt),
      updatedAt: timestamp(key.createdAt),
      ...(key.expiresAt === null ? {} : { expirationSeconds: String(Math.round((key.expiresAt - key.createdAt) / 1000)) }),
    })),
    userTags: user.userTags,
    oauthProviders: user.oauthProviders.map((provider) => ({
      providerId: provider.providerId,
      providerName: provider.providerName,
      issuer: provider.issuer,
      audience: provider.audience,
      subject: provider.subject,
      createdAt: timestamp(provider.createdAt),
      updatedAt: timestamp(provider.createdAt),
    })),
    createdAt: timestamp(user.createdAt),
    updatedAt: timestamp(user.updatedAt),
    mfaPolicies: [],
  };
}

/** The sub-organizations of the organization whose root users match the filter (none: all of them). */
function subOrganizationIds(input: QueryInput, verifiedOnly: boolean): string[] {
  const filterType = text(input.body.filterType);
  const filterValue = text(input.body.filterValue) ?? "";
  const matches = (user: User): boolean => {
    switch (filterType) {
      case undefined:
      case "":
        return true;
      case "EMAIL":
        return user.userEmail?.toLowerCase() === filterValue.toLowerCase() && (!verifiedOnly || user.emailVerified);
      case "USERNAME":
        return user.userName === filterValue;
      case "PUBLIC_KEY":
        return user.apiKeys.some((key) => key.publicKey === filterValue);
      case "OIDC_TOKEN": {
        let claims: { iss?: string | undefined; sub?: string | undefined };
        try {
          claims = decodeJwt(filterValue);
        } catch {
          throw badRequest("invalid filterValue: not an OIDC token");
        }
        return user.oauthProviders.some((provider) => provider.issuer === claims.iss && provider.subject === claims.sub);
      }
      default:
        throw badRequest(`unsupported filterType ${filterType}`);
    }
  };
  return Object.values(input.provider.store.state.organizations)
    .filter((candidate) => candidate.parentOrganizationId === input.organization.organizationId)
    .filter((candidate) => candidate.users.some((user) => candidate.rootQuorum.userIds.includes(user.userId) && matches(user)))
    .map((candidate) => candidate.organizationId);
}

/** Every query the provider answers, by its path (`/public/v1/query/{path}`). */
export const QUERIES: Record<string, (input: QueryInput) => unknown> = {
  ...PASSKEY_QUERIES,
  // The browser may ask with the parent's id; the stamp's key then names its own sub-organization.
  whoami: ({ caller }) => ({
    organizationId: caller.keyOrganization.organizationId,
    organizationName: caller.keyOrganization.organizationName,
    userId: caller.user.userId,
    username: caller.user.userName,
  }),
  get_activity: ({ provider, organization, body }) => {
    const activity = provider.store.state.activities[text(body.activityId) ?? ""];
    if (!activity || activity.organizationId !== organization.organizationId) throw notFound(`activity ${String(body.activityId)} not found`);
    return { activity: activityView(activity) };
  },
  get_user: ({ organization, body }) => ({ user: userView(userOf(organization, text(body.userId) ?? "")) }),
  list_users: ({ organization }) => ({ users: organization.users.map(userView) }),
  list_wallets: ({ organization }) => ({
    wallets: organization.wallets.map((wallet) => ({
      walletId: wallet.walletId,
      walletName: wallet.walletName,
      createdAt: timestamp(wallet.createdAt),
      updatedAt: timestamp(wallet.createdAt),
      exported: false,
      imported: false,
    })),
  }),
  list_wallet_accounts: ({ organization, body }) => {
    const walletId = text(body.walletId);
    const wallets = organization.wallets.filter((wallet) => walletId === undefined || wallet.walletId === walletId);
    if (walletId !== undefined && wallets.length === 0) throw notFound(`wallet ${walletId} not found`);
    return {
      accounts: wallets.flatMap((wallet) =>
        wallet.accounts.map((account) => ({
          walletAccountId: account.walletAccountId,
          organizationId: organization.organizationId,
          walletId: wallet.walletId,
          curve: account.curve,
          pathFormat: account.pathFormat,
          path: account.path,
          addressFormat: account.addressFormat,
          address: account.address,
          createdAt: timestamp(account.createdAt),
          updatedAt: timestamp(account.createdAt),
        })),
      ),
    };
  },
  list_suborgs: (input) => ({ organizationIds: subOrganizationIds(input, false) }),
  list_verified_suborgs: (input) => ({ organizationIds: subOrganizationIds(input, true) }),
};
