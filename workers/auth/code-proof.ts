import { PRODUCTION_TLS_FETCHER_SIGN_PUBLIC_KEY, uncompressRawPublicKey } from "@turnkey/crypto";
import { compactVerify, importJWK } from "jose";
import type { ClientSignature } from "../../shared/schemas/auth";
import { z } from "../../shared/schemas/zod";
import { ApiError } from "../http/errors";
import type { AuthSettings } from "./auth-settings";
import { CODE_LOGIN_REFUSED } from "./turnkey";

// The proof that the caller owns an e-mail address: the provider's verification token for a code mailed
// to it (verify_otp), and the browser key's signature over the token's use. The worker checks it itself
// before acting on the address; the provider checks it again when it opens the session (otp_login).

/** Turnkey's claims (`exp` is a millisecond-epoch string, not a JWT NumericDate). */
const claimsSchema = z.object({
  id: z.string().min(1),
  verification_type: z.literal("OTP_TYPE_EMAIL"),
  contact: z.string().min(1),
  organization_id: z.string().min(1),
  public_key: z.string().min(1),
  exp: z.string().regex(/^\d+$/),
});
export type CodeProofClaims = z.infer<typeof claimsSchema>;

export type CodeProof = { verificationToken: string; publicKey: string; clientSignature: ClientSignature };

const refuse = (): never => {
  throw new ApiError(401, CODE_LOGIN_REFUSED);
};

const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A P-256 public key in hex (compressed or not) as its uncompressed point. */
function pointOf(publicKeyHex: string): Uint8Array<ArrayBuffer> {
  const bytes = bytesOfHex(publicKeyHex);
  return bytes.length === 33 ? Uint8Array.from(uncompressRawPublicKey(bytes)) : bytes;
}

/** The key verification tokens are signed with: the local provider's, or Turnkey's production signer. */
function signerKey(settings: AuthSettings) {
  const point = pointOf(settings.turnkey.otpSignerPublicKey ?? PRODUCTION_TLS_FETCHER_SIGN_PUBLIC_KEY);
  return importJWK({ kty: "EC", crv: "P-256", x: base64url(point.slice(1, 33)), y: base64url(point.slice(33)) }, "ES256");
}

/** The session key's raw r‖s signature over the message (Turnkey's CLIENT_SIGNATURE_SCHEME_API_P256). */
export async function signedByKey(publicKeyHex: string, message: string, signatureHex: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey("raw", pointOf(publicKeyHex), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    return await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, bytesOfHex(signatureHex), new TextEncoder().encode(message));
  } catch {
    return false;
  }
}

/**
 * The claims of a proof for `email`: a token the provider signed (ES256) for a code it mailed to that address
 * from our organization, unexpired, made out to the session key, whose use that key signed for this login.
 */
export async function verifyCodeProof(settings: AuthSettings, proof: CodeProof, email?: string): Promise<CodeProofClaims> {
  let claims: CodeProofClaims;
  try {
    const { payload } = await compactVerify(proof.verificationToken, await signerKey(settings), { algorithms: ["ES256"] });
    claims = claimsSchema.parse(JSON.parse(new TextDecoder().decode(payload)));
  } catch {
    return refuse();
  }
  if (Number(claims.exp) <= Date.now() || claims.organization_id !== settings.turnkey.organizationId) refuse();
  if (email !== undefined && claims.contact.toLowerCase() !== email.toLowerCase()) refuse();
  const { clientSignature } = proof;
  if (proof.publicKey !== claims.public_key) refuse();
  const expected = JSON.stringify({ login: { publicKey: proof.publicKey }, tokenId: claims.id, type: "USAGE_TYPE_LOGIN" });
  if (clientSignature.publicKey !== claims.public_key || clientSignature.message !== expected) refuse();
  if (!(await signedByKey(claims.public_key, expected, clientSignature.signature))) refuse();
  return claims;
}
