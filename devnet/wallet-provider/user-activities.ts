import { z } from "zod";
import { emailSchema } from "../../shared/schemas/auth";
import { type ActivityHandler, type ActivityInput, parse } from "./activity-handler";
import { badRequest, notFound, unauthenticated } from "./api-error";
import { readVerificationToken } from "./credentials";
import { newId, type User } from "./model";
import { linkableIdentity } from "./oauth-link";
import { otpSignerKey, userOf } from "./provider";

// The user-auth activities (Turnkey 8.2.1's update_user_name/email/phone_number, create/delete_oauth_providers,
// delete_api_keys): what a user changes of their own account, stamped by their session key. Who may run them is
// the policies' decision (authorization.ts): a root user may, the app's trading key may not.

const userId = z.string().min(1);
const updateUserName = z.looseObject({ userId, userName: z.string().trim().min(1).max(256) });
/** An empty string removes the address; a new one needs a verification token for it (the proof a code was received). */
const updateUserEmail = z.looseObject({ userId, userEmail: z.union([z.literal(""), emailSchema]), verificationToken: z.string().min(1).optional() });
/** E.164, as Turnkey's intent says ("+13214567890"); an empty string removes the number. */
const updateUserPhoneNumber = z.looseObject({
  userId,
  userPhoneNumber: z.union([z.literal(""), z.string().regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 format")]),
  verificationToken: z.string().min(1).optional(),
});
const createOauthProviders = z.looseObject({
  userId,
  oauthProviders: z.array(z.looseObject({ providerName: z.string().min(1), oidcToken: z.string().min(1) })).min(1),
});
const deleteOauthProviders = z.looseObject({ userId, providerIds: z.array(z.string().min(1)).min(1) });
const deleteApiKeys = z.looseObject({ userId, apiKeyIds: z.array(z.string().min(1)).min(1) });

const touched = (user: User) => {
  user.updatedAt = Date.now();
  return { userId: user.userId };
};

/** Spends a verification token for `contact`: signed by the provider's OTP signer, unexpired, unused, for this organization or its parent. */
function spendProofOf(input: ActivityInput, token: string, contact: string): void {
  const { provider, organization } = input;
  const claims = readVerificationToken(otpSignerKey(provider), token);
  if (!claims) throw unauthenticated("could not verify the verification token");
  if (Number(claims.exp) <= Date.now()) throw badRequest("the verification token has expired");
  if (![organization.organizationId, organization.parentOrganizationId].includes(claims.organization_id)) {
    throw badRequest("the verification token belongs to another organization");
  }
  if (claims.contact.toLowerCase() !== contact.toLowerCase()) throw badRequest("the verification token is for another e-mail address");
  if (provider.store.state.usedVerificationTokens.includes(claims.id)) throw badRequest("the verification token was already used");
  provider.store.state.usedVerificationTokens.push(claims.id);
}

export const USER_ACTIVITIES: Record<string, ActivityHandler> = {
  update_user_name: {
    types: { ACTIVITY_TYPE_UPDATE_USER_NAME: "updateUserNameResult" },
    run: async (input) => {
      const params = parse(updateUserName, input);
      const user = userOf(input.organization, params.userId);
      user.userName = params.userName;
      return touched(user);
    },
  },
  update_user_email: {
    types: { ACTIVITY_TYPE_UPDATE_USER_EMAIL: "updateUserEmailResult" },
    run: async (input) => {
      const params = parse(updateUserEmail, input);
      const user = userOf(input.organization, params.userId);
      if (params.userEmail === "") {
        delete user.userEmail;
        user.emailVerified = false;
        return touched(user);
      }
      // otp_login signs in whoever proves the user's address: moving it needs the new address's proof.
      if (!params.verificationToken) throw badRequest("a verification token for the new e-mail address is required");
      spendProofOf(input, params.verificationToken, params.userEmail);
      user.userEmail = params.userEmail;
      user.emailVerified = true;
      return touched(user);
    },
  },
  update_user_phone_number: {
    types: { ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER: "updateUserPhoneNumberResult" },
    run: async (input) => {
      const params = parse(updateUserPhoneNumber, input);
      const user = userOf(input.organization, params.userId);
      if (params.userPhoneNumber === "") delete user.userPhoneNumber;
      else user.userPhoneNumber = params.userPhoneNumber;
      return touched(user);
    },
  },
  create_oauth_providers: {
    types: { ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2: "createOauthProvidersResultV2", ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS: "createOauthProvidersResult" },
    run: async (input) => {
      const params = parse(createOauthProviders, input);
      const user = userOf(input.organization, params.userId);
      const now = Date.now();
      const added = [];
      for (const { providerName, oidcToken } of params.oauthProviders) {
        const identity = await linkableIdentity(input, oidcToken);
        added.push({ providerId: newId(), providerName, issuer: identity.issuer, audience: identity.audience, subject: identity.subject, createdAt: now });
      }
      user.oauthProviders.push(...added);
      touched(user);
      return { providerIds: added.map((provider) => provider.providerId) };
    },
  },
  delete_oauth_providers: {
    types: { ACTIVITY_TYPE_DELETE_OAUTH_PROVIDERS: "deleteOauthProvidersResult" },
    run: async (input) => {
      const params = parse(deleteOauthProviders, input);
      const user = userOf(input.organization, params.userId);
      for (const id of params.providerIds) {
        if (!user.oauthProviders.some((provider) => provider.providerId === id)) throw notFound(`oauth provider ${id} not found`);
      }
      user.oauthProviders = user.oauthProviders.filter((provider) => !params.providerIds.includes(provider.providerId));
      touched(user);
      return { providerIds: params.providerIds };
    },
  },
  delete_api_keys: {
    types: { ACTIVITY_TYPE_DELETE_API_KEYS: "deleteApiKeysResult" },
    run: async (input) => {
      const params = parse(deleteApiKeys, input);
      const user = userOf(input.organization, params.userId);
      for (const id of params.apiKeyIds) {
        if (!user.apiKeys.some((key) => key.apiKeyId === id)) throw notFound(`api key ${id} not found`);
      }
      user.apiKeys = user.apiKeys.filter((key) => !params.apiKeyIds.includes(key.apiKeyId));
      touched(user);
      return { apiKeyIds: params.apiKeyIds };
    },
  },
};
