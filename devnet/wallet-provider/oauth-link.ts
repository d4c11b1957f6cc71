import { createHash } from "node:crypto";
import type { ActivityInput } from "./activity-handler";
import { badRequest } from "./api-error";
import type { OidcIdentity } from "./oidc-tokens";

// What create_oauth_providers checks before it links an OIDC identity to a user: the token was made for the
// browser key that stamps the request (its nonce is that key's sha256, as for oauth_login), it links once, and
// the identity is nobody's yet, in any organization, so one Google account never opens two wallets.

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

export async function linkableIdentity(input: ActivityInput, oidcToken: string): Promise<OidcIdentity> {
  const { provider, caller } = input;
  const identity = await provider.verifyOidcToken(oidcToken);
  const stampingKey = caller.apiKey?.publicKey;
  if (stampingKey === undefined || identity.nonce !== sha256Hex(stampingKey)) {
    throw badRequest("invalid oidc token: nonce does not match sha256 of the stamping public key");
  }
  const state = provider.store.state;
  const tokenId = sha256Hex(`${identity.issuer} ${identity.subject} ${identity.nonce}`);
  state.usedOidcTokens ??= [];
  if (state.usedOidcTokens.includes(tokenId)) throw badRequest("invalid oidc token: it was already used");
  const taken = Object.values(state.organizations).some((organization) =>
    organization.users.some((user) => user.oauthProviders.some((known) => known.issuer === identity.issuer && known.subject === identity.subject)),
  );
  if (taken) throw badRequest("this OAuth account is already linked to a user");
  state.usedOidcTokens.push(tokenId);
  return identity;
}
