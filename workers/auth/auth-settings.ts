import { SESSION_DEFAULT_EXPIRY_SECONDS } from "../../shared/wallet-session";
import { ApiError } from "../http/errors";

/** Google's issuer, the only one trusted on a real chain. */
export const GOOGLE_ISSUER = "https://accounts.google.com";
/** Google writes its issuer with or without the scheme. */
const GOOGLE_ISSUER_NAMES = [GOOGLE_ISSUER, "accounts.google.com"];
const JWT_SECRET_MIN_LENGTH = 32;

export type AuthSettings = {
  turnkey: {
    apiBaseUrl: string;
    organizationId: string;
    apiPublicKey: string;
    apiPrivateKey: string;
    otpSignerPublicKey: string | null;
    signerPublicKey: string | null;
    notarizerPublicKey: string | null;
  };
  oidc: { issuer: string; acceptedIssuers: string[]; clientId: string };
  /** The relying-party id passkeys are made for; null: the host the app is reached at. */
  passkeyRpId: string | null;
  jwtSecret: string;
  accessTokenSeconds: number;
  /** The devnet's mail page, where the local provider delivers one-time codes. */
  inboxUrl: string | null;
};

/**
 * Sign-in settings from the bindings. The issuer trusted is Google's on a real chain; on the devnet it is
 * OIDC_ISSUER when set (the local stand-in). Anything missing answers 503: sign-in is not set up.
 */
export function authSettings(env: Env): AuthSettings {
  const { TURNKEY_API_BASE_URL, TURNKEY_ORGANIZATION_ID, TURNKEY_API_PUBLIC_KEY, TURNKEY_API_PRIVATE_KEY, GOOGLE_CLIENT_ID, AUTH_JWT_SECRET } = env;
  if (!TURNKEY_API_BASE_URL || !TURNKEY_ORGANIZATION_ID || !TURNKEY_API_PUBLIC_KEY || !TURNKEY_API_PRIVATE_KEY || !GOOGLE_CLIENT_ID) {
    throw new ApiError(503, "Sign-in is not configured on this server");
  }
  if (!AUTH_JWT_SECRET || AUTH_JWT_SECRET.length < JWT_SECRET_MIN_LENGTH) throw new ApiError(503, "Sign-in is not configured on this server");
  const devnet = env.CHAIN === "devnet";
  const issuer = devnet && env.OIDC_ISSUER ? env.OIDC_ISSUER : GOOGLE_ISSUER;
  return {
    turnkey: {
      apiBaseUrl: TURNKEY_API_BASE_URL,
      organizationId: TURNKEY_ORGANIZATION_ID,
      apiPublicKey: TURNKEY_API_PUBLIC_KEY,
      apiPrivateKey: TURNKEY_API_PRIVATE_KEY,
      otpSignerPublicKey: env.TURNKEY_OTP_SIGNER_PUBLIC_KEY ?? null,
      signerPublicKey: env.TURNKEY_SIGNER_PUBLIC_KEY ?? null,
      notarizerPublicKey: env.TURNKEY_NOTARIZER_PUBLIC_KEY ?? null,
    },
    passkeyRpId: env.PASSKEY_RP_ID ?? null,
    oidc: { issuer, acceptedIssuers: issuer === GOOGLE_ISSUER ? GOOGLE_ISSUER_NAMES : [issuer], clientId: GOOGLE_CLIENT_ID },
    jwtSecret: AUTH_JWT_SECRET,
    accessTokenSeconds: Number(env.AUTH_ACCESS_TOKEN_SECONDS ?? SESSION_DEFAULT_EXPIRY_SECONDS),
    inboxUrl: devnet && env.TURNKEY_OTP_SIGNER_PUBLIC_KEY ? `${TURNKEY_API_BASE_URL}/inbox` : null,
  };
}
