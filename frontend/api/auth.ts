// /api/v1/auth and the devnet faucet: sign-in, tokens, the signed-in user's wallet.
import useSWR from "swr";
import { z } from "zod";
import {
  authConfigSchema,
  authResponseSchema,
  authTokensSchema,
  type ClientSignature,
  emailCodeResponseSchema,
  emailVerifyResponseSchema,
  type GoogleAuthRequest,
  type RegisterRequest,
} from "../../shared/schemas/auth";
import type { PasskeySignInRequest } from "../../shared/schemas/passkeys";
import { faucetResponseSchema, walletDetailSchema } from "../../shared/schemas/wallet";
import { type ApiResult, apiData, apiPost } from "./api-client";

const BASE = "/api/v1/auth";
const FAUCET_PATH = "/api/v1/devnet/faucet";
const nothing = z.null();

/** Where the wallet provider and the sign-in issuer are; read once. */
export function useAuthConfig() {
  return useSWR(`${BASE}/config`, (path: string) => apiData(path, authConfigSchema), { revalidateOnFocus: false, revalidateIfStale: false });
}

export const postGoogleSignIn = (body: GoogleAuthRequest) => apiPost(`${BASE}/google`, body, authResponseSchema);
export const postRegister = (body: RegisterRequest) => apiPost(`${BASE}/register`, body, authResponseSchema);
export const postPasskeySignIn = (body: PasskeySignInRequest) => apiPost(`${BASE}/passkey`, body, authResponseSchema);
export const postEmailCode = (email: string) => apiPost(`${BASE}/email/code`, { email }, emailCodeResponseSchema);
export const postEmailVerify = (otpId: string, encryptedOtpBundle: string) =>
  apiPost(`${BASE}/email/verify`, { otpId, encryptedOtpBundle }, emailVerifyResponseSchema);
export const postEmailLogin = (verificationToken: string, publicKey: string, clientSignature: ClientSignature) =>
  apiPost(`${BASE}/email/login`, { verificationToken, publicKey, clientSignature }, authResponseSchema);
/**
 * A new access token through the sign-in cookie (HttpOnly: this page never sees the refresh token). One
 * refresh at a time across the browser's tabs, so each sends the cookie the last one set: a rotated
 * token sent twice would end the sign-in.
 */
export const postRefresh = () => navigator.locks.request("lqscan.auth.refresh", () => apiPost(`${BASE}/refresh`, {}, authTokensSchema));
export const postLogout = () => apiPost(`${BASE}/logout`, {}, nothing);

export const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

export const postWalletOne = (accessToken: string, userId: string, address: string) =>
  apiPost(`${BASE}/wallet/one`, { userId, address }, walletDetailSchema, bearer(accessToken));
export const postFaucet = (accessToken: string, address: string) => apiPost(FAUCET_PATH, { address }, faucetResponseSchema, bearer(accessToken));

/** The API's message of a failed answer, for the person to read. */
export function messageOf(result: ApiResult<unknown> & { ok: false }): string {
  return result.message ?? result.error;
}
