import { sha256Hex } from "../../shared/sha256";
import { type ActivityHandler, type ActivityInput, parse } from "./activity-handler";
import { badRequest, notFound } from "./api-error";
import { credentialBundle } from "./credentials";
import * as intents from "./intents";
import type { User } from "./model";
import { newP256KeyPair } from "./p256";
import { addApiKey, issueSession, newApiKey, userOf } from "./provider";

/** The user of the organization an OIDC token belongs to, checked for the session key's nonce. */
async function oauthUser(input: ActivityInput, oidcToken: string, sessionPublicKey: string): Promise<User> {
  const identity = await input.provider.verifyOidcToken(oidcToken);
  if (identity.nonce !== (await sha256Hex(sessionPublicKey))) throw badRequest("invalid oidc token: nonce does not match sha256 of the public key");
  const user = input.organization.users.find((candidate) =>
    candidate.oauthProviders.some((known) => known.issuer === identity.issuer && known.subject === identity.subject && known.audience === identity.audience),
  );
  if (!user) throw notFound("no user in this organization has an oauth provider matching the oidc token");
  return user;
}

/** A fresh API key for the user whose private half travels only inside a credential bundle to the target key. */
function bundledApiKey(
  user: User,
  targetPublicKey: string,
  name: string,
  options: { expirationSeconds?: string | undefined; invalidateExisting?: boolean | undefined },
) {
  const keyPair = newP256KeyPair();
  const apiKey = newApiKey(name, keyPair.publicKey, options.expirationSeconds ?? "900", true);
  addApiKey(user, apiKey, options.invalidateExisting);
  return { apiKeyId: apiKey.apiKeyId, credentialBundle: credentialBundle(keyPair.privateKey, targetPublicKey) };
}

/** Sessions: by the caller's own stamp, by a Google id token, or as a read-write API key sealed to the browser. */
export const LOGIN_ACTIVITIES: Record<string, ActivityHandler> = {
  stamp_login: {
    types: { ACTIVITY_TYPE_STAMP_LOGIN: "stampLoginResult" },
    run: async (input) => {
      const params = parse(intents.stampLogin, input);
      return { session: issueSession(input.provider, input.organization, input.caller.user, params.publicKey, params) };
    },
  },
  oauth_login: {
    types: { ACTIVITY_TYPE_OAUTH_LOGIN: "oauthLoginResult" },
    run: async (input) => {
      const params = parse(intents.oauthLogin, input);
      const user = await oauthUser(input, params.oidcToken, params.publicKey);
      return { session: issueSession(input.provider, input.organization, user, params.publicKey, params) };
    },
  },
  oauth: {
    types: { ACTIVITY_TYPE_OAUTH: "oauthResult" },
    run: async (input) => {
      const params = parse(intents.oauth, input);
      const user = await oauthUser(input, params.oidcToken, params.targetPublicKey);
      return { userId: user.userId, ...bundledApiKey(user, params.targetPublicKey, params.apiKeyName ?? "OAuth Key", params) };
    },
  },
  create_read_write_session: {
    types: { ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2: "createReadWriteSessionResultV2" },
    run: async (input) => {
      const params = parse(intents.createReadWriteSession, input);
      const user = params.userId ? userOf(input.organization, params.userId) : input.caller.user;
      return {
        organizationId: input.organization.organizationId,
        organizationName: input.organization.organizationName,
        userId: user.userId,
        username: user.userName,
        ...bundledApiKey(user, params.targetPublicKey, params.apiKeyName ?? "Read Write Session Key", params),
      };
    },
  },
};
