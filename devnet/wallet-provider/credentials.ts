import { createHash } from "node:crypto";
import { hpkeDecrypt, hpkeEncrypt } from "@turnkey/crypto";
import { bs58check, uint8ArrayFromHexString, uint8ArrayToHexString } from "@turnkey/encoding";
import { newP256KeyPair, publicKeysOf, signP256, uncompressed, verifyRawP256 } from "./p256";

// What the SDK checks and decrypts, made the way Turnkey's enclaves make it (packages/crypto/src/turnkey.ts).

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();
const base64url = (text: string | Uint8Array) => Buffer.from(text).toString("base64url");

export type SessionClaims = {
  exp: number;
  public_key: string;
  session_type: "SESSION_TYPE_READ_WRITE" | "SESSION_TYPE_READ_ONLY";
  user_id: string;
  organization_id: string;
};

/**
 * A session JWT: the notarizer's raw r‖s signature over sha256(sha256(header.payload))
 * (verifySessionJwtSignature). The claims are hex, ids and numbers, so the SDK's atob() reads the payload.
 */
export function sessionJwt(notarizerPrivateKey: string, claims: SessionClaims): string {
  const input = `${base64url(JSON.stringify({ alg: "ES256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(signP256(notarizerPrivateKey, sha256(input), "raw"))}`;
}

export type VerificationTokenClaims = {
  id: string;
  verification_type: string;
  contact: string;
  organization_id: string;
  public_key: string;
  /** Milliseconds, as a string (verifyOtpVerificationToken). */
  exp: string;
};

/** A standard ES256 JWT signed by the OTP signer (verifyOtpVerificationToken). */
export function verificationToken(otpSignerPrivateKey: string, claims: VerificationTokenClaims): string {
  const input = `${base64url(JSON.stringify({ alg: "ES256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(signP256(otpSignerPrivateKey, Buffer.from(input), "raw"))}`;
}

/** The claims of a verification token this provider signed, or undefined if it did not sign it. */
export function readVerificationToken(otpSignerPrivateKey: string, token: string): VerificationTokenClaims | undefined {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return undefined;
  const signed = Buffer.from(`${header}.${payload}`);
  if (!verifyRawP256(publicKeysOf(otpSignerPrivateKey).publicKey, signed, Buffer.from(signature, "base64url").toString("hex"))) return undefined;
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as VerificationTokenClaims;
}

/**
 * initOtp's otpEncryptionTargetBundle: a fresh target key, signed by the OTP signer as
 * `{enclaveQuorumPublic, dataSignature (DER hex over sha256(data)), data: hex(JSON {targetPublic})}`.
 */
export function otpEncryptionTarget(otpSignerPrivateKey: string, organizationId: string) {
  const target = newP256KeyPair();
  const data = Buffer.from(JSON.stringify({ targetPublic: target.publicKeyUncompressed, organizationId }));
  const bundle = JSON.stringify({
    enclaveQuorumPublic: publicKeysOf(otpSignerPrivateKey).publicKeyUncompressed,
    dataSignature: uint8ArrayToHexString(signP256(otpSignerPrivateKey, data, "der")),
    data: data.toString("hex"),
  });
  return { targetPrivateKey: target.privateKey, bundle };
}

/** Opens the browser's encryptOtpCodeToBundle output: `{otp_code, public_key}`, or undefined if it does not open. */
export function openOtpBundle(targetPrivateKey: string, encryptedOtpBundle: string): { otp_code: string; public_key: string } | undefined {
  try {
    const { encappedPublic, ciphertext } = JSON.parse(encryptedOtpBundle) as { encappedPublic: string; ciphertext: string };
    const plain = hpkeDecrypt({
      ciphertextBuf: uint8ArrayFromHexString(ciphertext),
      encappedKeyBuf: uint8ArrayFromHexString(encappedPublic),
      receiverPriv: targetPrivateKey,
    });
    return JSON.parse(new TextDecoder().decode(plain)) as { otp_code: string; public_key: string };
  } catch {
    return undefined;
  }
}

/** A credential bundle: bs58check(compressed ephemeral key ‖ HPKE ciphertext of the API private key), for decryptCredentialBundle. */
export function credentialBundle(apiPrivateKey: string, targetPublicKey: string): string {
  return bs58check.encode(hpkeEncrypt({ plainTextBuf: uint8ArrayFromHexString(apiPrivateKey), targetKeyBuf: uncompressed(targetPublicKey) }));
}
