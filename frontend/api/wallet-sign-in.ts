// The network side of a browser's sign-in: our API's sign-in and refresh calls and the wallet provider's
// session (turnkey-session.ts). The React state that holds the result is frontend/app/wallet-session.tsx.
import type { AuthConfig, AuthResponse, AuthTokens, AuthUser, EmailCodeResponse } from "../../shared/schemas/auth";
import { messageOf, postEmailCode, postEmailLogin, postEmailVerify, postGoogleSignIn, postLogout, postPasskeySignIn, postRefresh, postRegister } from "./auth";
import { redirectToGoogle } from "./google-sign-in";

// Turnkey's SDK is loaded when a session is checked or started, not with the first page.
const provider = () => import("./turnkey-session");
const passkeys = () => import("./passkey-session");

/** Who is signed in, as kept in localStorage: no token. */
export type Profile = { user: AuthUser; wallet: { address: string; walletId: string; subOrganizationId: string } };

export type SignedIn = Profile & {
  accessToken: string;
  /** When the access token expires (ms). */
  accessExpiresAt: number;
};

export type AccessToken = Pick<SignedIn, "accessToken" | "accessExpiresAt">;

export function tokenFields(tokens: AuthTokens): AccessToken {
  return { accessToken: tokens.accessToken, accessExpiresAt: Date.now() + tokens.expiresIn * 1000 };
}

function signedInFrom(response: AuthResponse): SignedIn {
  return {
    user: response.user,
    wallet: { address: response.result.address, walletId: response.result.walletId, subOrganizationId: response.result.subOrganizationId },
    ...tokenFields(response.tokens),
  };
}

/** Throws the API's message of a failed answer, or hands back its data. */
function dataOf<T>(result: { ok: true; data: T } | ({ ok: false } & Parameters<typeof messageOf>[0])): T {
  if (!result.ok) throw new Error(messageOf(result));
  return result.data;
}

/** A stored sign-in resumed on load: its fresh access token, or "expired" when the provider's session or our cookie ended. */
export async function resumeSession(config: AuthConfig): Promise<AccessToken | "expired"> {
  const { validSession } = await provider();
  if (!(await validSession(config.turnkey))) return "expired";
  const refreshed = await postRefresh();
  // A sign-in that ended elsewhere (logout, revoked, expired) is an expired session to the person.
  if (!refreshed.ok && refreshed.status === 401) return "expired";
  return tokenFields(dataOf(refreshed));
}

/** When the provider's session expires (ms), or undefined when it already has. */
export async function sessionExpiry(config: AuthConfig): Promise<number | undefined> {
  const session = await (await provider()).validSession(config.turnkey);
  return session ? session.expiry * 1000 : undefined;
}

/** Renews the provider's session and our access token together. */
export async function renewSession(config: AuthConfig): Promise<AccessToken> {
  await (await provider()).refreshSession(config.turnkey);
  return tokenFields(dataOf(await postRefresh()));
}

/** Ends our refresh cookie (when there was a sign-in) and the provider's stored session. */
export async function endSignIn(config: AuthConfig | undefined, wasSignedIn: boolean): Promise<void> {
  await Promise.allSettled([
    wasSignedIn ? postLogout() : Promise.resolve(),
    config ? provider().then(({ endSession }) => endSession(config.turnkey)) : Promise.resolve(),
  ]);
}

export async function continueWithGoogle(config: AuthConfig, returnTo: string): Promise<void> {
  const { freshSessionKey } = await provider();
  await redirectToGoogle(config.google, await freshSessionKey(config.turnkey), returnTo);
}

export async function googleSignIn(config: AuthConfig, idToken: string): Promise<SignedIn> {
  const { sessionPublicKey, startSession } = await provider();
  const response = dataOf(await postGoogleSignIn({ idToken, targetPublicKey: await sessionPublicKey(config.turnkey) }));
  if (response.result.session) await startSession(config.turnkey, response.result.session);
  return signedInFrom(response);
}

export async function sendSignInCode(email: string): Promise<EmailCodeResponse> {
  return dataOf(await postEmailCode(email));
}

/** Signs in with the mailed code; an address without a wallet gets one (with the optional name). */
export async function codeSignIn(config: AuthConfig, sent: EmailCodeResponse, code: string, newWallet: { email: string; name: string }): Promise<SignedIn> {
  const { turnkey } = config;
  const { freshSessionKey, encryptCode, signLoginUse, startSession } = await provider();
  await freshSessionKey(turnkey);
  const encrypted = await encryptCode(turnkey, code.trim(), sent.otpEncryptionTargetBundle);
  const { verificationToken } = dataOf(await postEmailVerify(sent.otpId, encrypted));
  const clientSignature = await signLoginUse(turnkey, verificationToken);
  const login = await postEmailLogin(verificationToken, clientSignature.publicKey, clientSignature);
  const name = newWallet.name.trim();
  // 404: the proven address has no wallet yet, and the same proof creates it.
  const response = dataOf(
    !login.ok && login.status === 404
      ? await postRegister({
          email: newWallet.email,
          ...(name ? { name } : {}),
          targetPublicKey: clientSignature.publicKey,
          verificationToken,
          clientSignature,
        })
      : login,
  );
  if (response.result.session) await startSession(turnkey, response.result.session);
  return signedInFrom(response);
}

/** Signs in with a passkey the browser offers (a discoverable credential added to an account before). */
export async function passkeySignIn(config: AuthConfig): Promise<SignedIn> {
  const { passkeySignInRequest } = await passkeys();
  return signedInFrom(dataOf(await postPasskeySignIn(await passkeySignInRequest(config))));
}
