import { z } from "./zod";

export const PHONE_INPUT = { typeAheadResetMs: 1000, historyDebounceMs: 200, defaultCountry: "us" } as const;

/** The browser's session key: a compressed P-256 public key in hex, as Turnkey's stampers write it. */
export const sessionPublicKeySchema = z
  .string()
  .min(1)
  .regex(/^0[23][0-9a-fA-F]{64}$/, "Invalid public key: expected a compressed P-256 key in hex")
  .length(66);

/** An e-mail address as the browser's <input type="email"> accepts it (HTML's rule, which JSON Schema's "email" format checks too). */
export const emailSchema = z.email({ pattern: z.regexes.html5Email });

export const NAME_MAX_LENGTH = 100;

/** The session key's signature over the verification token's use (Turnkey's client signature). */
export const clientSignatureSchema = z.object({
  publicKey: sessionPublicKeySchema,
  scheme: z.literal("CLIENT_SIGNATURE_SCHEME_API_P256"),
  message: z.string().min(1).max(1024),
  signature: z
    .string()
    .regex(/^[0-9a-fA-F]{128}$/, "Invalid signature: expected r and s in hex")
    .length(128),
});
export type ClientSignature = z.infer<typeof clientSignatureSchema>;

/** The wallet provider's verification token for a code mailed to the address (verify_otp). */
export const verificationTokenSchema = z.string().min(1).max(4096);

/**
 * A new e-mail user: the spec's {email, name?, targetPublicKey}, with the proof that the caller owns the address
 * (the verification token of a code mailed to it, and the session key's signature over its use).
 */
export const registerRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  targetPublicKey: sessionPublicKeySchema,
  verificationToken: verificationTokenSchema,
  clientSignature: clientSignatureSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const googleAuthRequestSchema = z.object({
  idToken: z.string().min(1),
  targetPublicKey: sessionPublicKeySchema.nullable(),
});
export type GoogleAuthRequest = z.infer<typeof googleAuthRequestSchema>;

export const authUserSchema = z.object({
  id: z.string(),
  email: emailSchema,
  turnkeySubOrgId: z.string(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The API answers without refreshToken: it travels in an HttpOnly cookie instead (spec 3 has it optional). */
export const authTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  expiresIn: z.number().int(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/**
 * What the wallet provider did: the user's sub-organization and wallet, and a read-write session JWT for
 * the browser's key (Google sign-in with a key, the e-mail code's login and registration).
 */
export const signInResultSchema = z.object({
  subOrganizationId: z.string(),
  walletId: z.string(),
  address: z.string(),
  session: z.string().optional(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

/** register, Google sign-in and the e-mail code's login answer with the user, their tokens and the provider's result. */
export const authResponseSchema = z.object({
  user: authUserSchema,
  tokens: authTokensSchema,
  result: signInResultSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The sign-in methods of a wallet user; an empty phone number or e-mail means removal. */
export const userAuthDataSchema = z.object({
  phoneNumber: z.string().optional(),
  email: z.union([z.email(), z.literal("")]).optional(),
  authenticators: z.array(z.looseObject({})).optional(),
  oauthProviders: z.array(z.looseObject({})).optional(),
  apiKeys: z.array(z.looseObject({})).optional(),
});
export type UserAuthData = z.infer<typeof userAuthDataSchema>;

/** Turnkey's names for the two session types: read-only (passkey) and read-write. */
export const sessionTypeSchema = z.enum(["SESSION_TYPE_READ_ONLY", "SESSION_TYPE_READ_WRITE"], {
  error: "Invalid session type passed",
});
export type SessionType = z.infer<typeof sessionTypeSchema>;

/** The claims a session token must carry. */
export const sessionClaimsSchema = z.object({
  exp: z.number().int(),
  public_key: z.string().min(1),
  session_type: sessionTypeSchema,
  user_id: z.string().min(1),
  organization_id: z.string().min(1),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export const walletSessionSchema = z.object({
  sessionType: sessionTypeSchema,
  userId: z.string(),
  organizationId: z.string(),
  expiry: z.number().int(),
  token: z.string(),
});
export type WalletSession = z.infer<typeof walletSessionSchema>;

/** Any e-mail sign-in starts with a one-time code to the address (a new user's registration too); the wallet provider mails it. */
export const emailCodeRequestSchema = z.object({ email: emailSchema });
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

/** Where the browser encrypts the code to (Turnkey's OTP flow): the code itself never reaches our API. */
export const emailCodeResponseSchema = z.object({ otpId: z.string(), otpEncryptionTargetBundle: z.string() });
export type EmailCodeResponse = z.infer<typeof emailCodeResponseSchema>;

export const emailVerifyRequestSchema = z.object({
  otpId: z.string().min(1),
  encryptedOtpBundle: z.string().min(1).max(4096),
});
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;

export const emailVerifyResponseSchema = z.object({ verificationToken: z.string() });
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponseSchema>;

export const emailLoginRequestSchema = z.object({
  verificationToken: verificationTokenSchema,
  publicKey: sessionPublicKeySchema,
  clientSignature: clientSignatureSchema,
});
export type EmailLoginRequest = z.infer<typeof emailLoginRequestSchema>;

/** What the browser needs to reach the wallet provider and the sign-in issuer. */
export const authConfigSchema = z.object({
  turnkey: z.object({
    apiBaseUrl: z.string(),
    organizationId: z.string(),
    /** The local provider's OTP signer; null for Turnkey itself, whose key the SDK knows. */
    otpSignerPublicKey: z.string().nullable(),
    /** The local provider's signer of export bundles; null for Turnkey itself, whose signer enclave the SDK knows. */
    signerPublicKey: z.string().nullable(),
  }),
  google: z.object({ clientId: z.string(), authorizationEndpoint: z.string() }),
  /** The devnet's mail inbox page, null on a real chain. */
  inboxUrl: z.string().nullable(),
  /** Whether POST /api/v1/devnet/faucet exists (the devnet only). */
  faucet: z.boolean(),
  /** The relying party passkeys are made for (its id from the PASSKEY_RP_ID setting, else this host). */
  passkey: z.object({ rpId: z.string(), rpName: z.string() }),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
