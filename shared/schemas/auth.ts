import { z } from "./zod";

export const PHONE_INPUT = { typeAheadResetMs: 1000, historyDebounceMs: 200, defaultCountry: "us" } as const;

export const registerRequestSchema = z.object({
  email: z.email(),
  name: z.string().optional(),
  targetPublicKey: z.string().min(1),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const googleAuthRequestSchema = z.object({
  idToken: z.string().min(1),
  targetPublicKey: z.string().min(1).nullable(),
});
export type GoogleAuthRequest = z.infer<typeof googleAuthRequestSchema>;

export const authUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  turnkeySubOrgId: z.string(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  expiresIn: z.number().int(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** register and Google sign-in answer with the user, their tokens and the provider's result. */
export const authResponseSchema = z.object({
  user: authUserSchema,
  tokens: authTokensSchema,
  result: z.unknown(),
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
