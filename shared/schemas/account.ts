import { emailLoginRequestSchema, sessionPublicKeySchema } from "./auth";
import { z } from "./zod";

// The account page's API (/api/v1/auth/sessions, /api/v1/auth/account): the user's sign-ins and the facts our
// user row shares with the wallet provider (name, e-mail).

/** A sign-in's public id: a digest of its refresh-token family, so the family id (the access tokens' `sid`) never leaves the worker. */
export const sessionIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, "Invalid session id: expected 32 hexadecimal digits")
  .length(32)
  .meta({ example: "3f9a1c0b7d2e4f6a8b0c1d2e3f4a5b6c" });

/** One sign-in (a refresh-token family): in this browser or another. Times are ISO 8601. */
export const signInSessionSchema = z.object({
  id: sessionIdSchema,
  /** The sign-in of the access token that asked. */
  current: z.boolean(),
  signedInAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  /** When its refresh token expires unless used before. */
  expiresAt: z.iso.datetime(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInSessionsSchema = z.object({ sessions: z.array(signInSessionSchema) });
export type SignInSessions = z.infer<typeof signInSessionsSchema>;

export const sessionParamsSchema = z.object({ sessionId: sessionIdSchema });

/** A new sign-in e-mail: the proof of the new address, as the e-mail code's login carries it. */
export const accountEmailRequestSchema = emailLoginRequestSchema;
export type AccountEmailRequest = z.infer<typeof accountEmailRequestSchema>;

/** A Google account to link: the id token of a sign-in whose nonce is this browser's session key, already linked at the wallet provider. */
export const accountGoogleRequestSchema = z.object({
  idToken: z.string().min(1, "idToken is required").max(8192, "idToken is too long"),
  targetPublicKey: sessionPublicKeySchema,
});
export type AccountGoogleRequest = z.infer<typeof accountGoogleRequestSchema>;
