import { clientSignatureSchema } from "./auth";
import { z } from "./zod";

// Passkey sign-in: the browser's passkey logs in at the wallet provider (stamp_login, a read-write session
// for a new browser key), and the API turns that session into our tokens only with the key's signature.

/** A session JWT of the wallet provider, as stamp_login answered it. */
export const providerSessionSchema = z.string().min(1).max(4096);

export const passkeySignInRequestSchema = z.object({
  session: providerSessionSchema,
  /** The session's key signing passkeySignInMessage(sha256 of the session), raw r‖s in hex. */
  clientSignature: clientSignatureSchema,
});
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;

/** What the session's key signs: this sign-in with this session (its SHA-256, hex), nothing else. */
export const passkeySignInMessage = (sessionSha256: string) => JSON.stringify({ login: { session: sessionSha256 }, type: "USAGE_TYPE_PASSKEY_SIGN_IN" });
