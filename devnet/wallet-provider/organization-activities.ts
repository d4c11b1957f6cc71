import type { z } from "zod";
import { type ActivityHandler, parse } from "./activity-handler";
import { badRequest } from "./api-error";
import * as intents from "./intents";
import { newId, type OauthProvider, type User } from "./model";
import { parsePolicyExpression } from "./policy-language";
import { addApiKey, newApiKey, type Provider, userOf } from "./provider";
import { createWallet } from "./wallet-activities";

async function newUser(provider: Provider, params: z.output<typeof intents.createUsers>["users"][number]): Promise<User> {
  const now = Date.now();
  const oauthProviders: OauthProvider[] = [];
  for (const { providerName, oidcToken } of params.oauthProviders ?? []) {
    const identity = await provider.verifyOidcToken(oidcToken);
    oauthProviders.push({ providerId: newId(), providerName, issuer: identity.issuer, audience: identity.audience, subject: identity.subject, createdAt: now });
  }
  return {
    userId: newId(),
    userName: params.userName,
    ...(params.userEmail ? { userEmail: params.userEmail } : {}),
    emailVerified: false,
    apiKeys: params.apiKeys.map((key) => newApiKey(key.apiKeyName, key.publicKey, key.expirationSeconds)),
    oauthProviders,
    userTags: params.userTags ?? [],
    createdAt: now,
    updatedAt: now,
  };
}

/** An organization's members and rules: sub-organizations, users, API keys, policies and the root quorum. */
export const ORGANIZATION_ACTIVITIES: Record<string, ActivityHandler> = {
  create_sub_organization: {
    types: {
      ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8: "createSubOrganizationResultV8",
      ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7: "createSubOrganizationResultV7",
    },
    run: async (input) => {
      const params = parse(intents.createSubOrganization, input);
      if (input.organization.parentOrganizationId !== null) throw badRequest("a sub-organization cannot have sub-organizations");
      if (params.rootQuorumThreshold > params.rootUsers.length) throw badRequest("rootQuorumThreshold exceeds the number of root users");
      const users = await Promise.all(params.rootUsers.map((user) => newUser(input.provider, user)));
      const wallets = params.wallet ? [createWallet(input.provider, params.wallet)] : [];
      const subOrganizationId = newId();
      input.provider.store.state.organizations[subOrganizationId] = {
        organizationId: subOrganizationId,
        organizationName: params.subOrganizationName,
        parentOrganizationId: input.organization.organizationId,
        rootQuorum: { threshold: params.rootQuorumThreshold, userIds: users.map((user) => user.userId) },
        users,
        wallets,
        policies: [],
        createdAt: Date.now(),
      };
      const wallet = wallets[0];
      return {
        subOrganizationId,
        ...(wallet ? { wallet: { walletId: wallet.walletId, addresses: wallet.accounts.map((account) => account.address) } } : {}),
        rootUserIds: users.map((user) => user.userId),
      };
    },
  },
  create_users: {
    types: { ACTIVITY_TYPE_CREATE_USERS_V4: "createUsersResult", ACTIVITY_TYPE_CREATE_USERS_V3: "createUsersResult" },
    run: async (input) => {
      const params = parse(intents.createUsers, input);
      const users = await Promise.all(params.users.map((user) => newUser(input.provider, user)));
      input.organization.users.push(...users);
      return { userIds: users.map((user) => user.userId) };
    },
  },
  create_api_keys: {
    types: { ACTIVITY_TYPE_CREATE_API_KEYS_V2: "createApiKeysResult" },
    run: async (input) => {
      const params = parse(intents.createApiKeys, input);
      const user = userOf(input.organization, params.userId);
      const keys = params.apiKeys.map((key) => newApiKey(key.apiKeyName, key.publicKey, key.expirationSeconds));
      for (const key of keys) addApiKey(user, key);
      return { apiKeyIds: keys.map((key) => key.apiKeyId) };
    },
  },
  create_policies: {
    types: { ACTIVITY_TYPE_CREATE_POLICIES: "createPoliciesResult" },
    run: async (input) => {
      const params = parse(intents.createPolicies, input);
      const policies = params.policies.map((policy) => {
        for (const expression of [policy.consensus, policy.condition]) {
          if (!expression) continue;
          try {
            parsePolicyExpression(expression);
          } catch (error) {
            throw badRequest(`invalid policy ${policy.policyName}: ${(error as Error).message}`);
          }
        }
        return {
          policyId: newId(),
          policyName: policy.policyName,
          effect: policy.effect,
          consensus: policy.consensus ?? "",
          condition: policy.condition ?? "",
          notes: policy.notes,
          createdAt: Date.now(),
        };
      });
      input.organization.policies.push(...policies);
      return { policyIds: policies.map((policy) => policy.policyId) };
    },
  },
  update_root_quorum: {
    types: { ACTIVITY_TYPE_UPDATE_ROOT_QUORUM: "updateRootQuorumResult" },
    run: async (input) => {
      const params = parse(intents.updateRootQuorum, input);
      for (const userId of params.userIds) userOf(input.organization, userId);
      if (params.threshold > params.userIds.length) throw badRequest("threshold exceeds the number of root users");
      input.organization.rootQuorum = { threshold: params.threshold, userIds: params.userIds };
      return {};
    },
  },
};
