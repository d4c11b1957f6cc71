// Linking a Google account to the signed-in wallet (the account page): a Google redirect in link mode whose nonce
// is this browser's current session key; its id token is linked at the wallet provider with that key
// (create_oauth_providers), then POST /api/v1/auth/account/google, after which Google sign-in opens this wallet.
import type { AuthConfig } from "../../shared/schemas/auth";
import { authUserSchema } from "../../shared/schemas/auth";
import { apiPost } from "./api-client";
import { bearer, messageOf } from "./auth";
import { redirectToGoogle } from "./google-sign-in";
import { sessionPublicKey } from "./turnkey-session";
import { updateUserAuth } from "./user-auth";

/** Leaves for Google's account picker; the way back links the chosen account, then returns to `returnTo`. */
export async function startGoogleLink(config: AuthConfig, returnTo: string): Promise<void> {
  await redirectToGoogle(config.google, await sessionPublicKey(config.turnkey), returnTo, "link");
}

export async function linkGoogleAccount(config: AuthConfig, accessToken: string, idToken: string): Promise<void> {
  await updateUserAuth(config.turnkey, { addOauthProviders: [{ providerName: "Google", oidcToken: idToken }] });
  const body = { idToken, targetPublicKey: await sessionPublicKey(config.turnkey) };
  const result = await apiPost("/api/v1/auth/account/google", body, authUserSchema, bearer(accessToken));
  if (!result.ok) throw new Error(messageOf(result));
}
