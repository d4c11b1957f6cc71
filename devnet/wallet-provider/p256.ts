import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import { generateP256KeyPair, getPublicKey, uncompressRawPublicKey } from "@turnkey/crypto";
import { uint8ArrayFromHexString, uint8ArrayToHexString } from "@turnkey/encoding";

// P-256 keys as Turnkey writes them: a 32-byte private key in hex, public keys as compressed (33 bytes)
// or uncompressed (65 bytes) points in hex. Signing and verifying go through Node's crypto.

export type P256KeyPair = { privateKey: string; publicKey: string; publicKeyUncompressed: string };

export const newP256KeyPair = (): P256KeyPair => generateP256KeyPair();

export function publicKeysOf(privateKey: string): Omit<P256KeyPair, "privateKey"> {
  return {
    publicKey: uint8ArrayToHexString(getPublicKey(privateKey, true)),
    publicKeyUncompressed: uint8ArrayToHexString(getPublicKey(privateKey, false)),
  };
}

/** Any P-256 public key in hex, compressed or not, as its uncompressed point. */
export function uncompressed(publicKey: string): Uint8Array {
  const bytes = uint8ArrayFromHexString(publicKey);
  return bytes.length === 33 ? uncompressRawPublicKey(bytes) : bytes;
}

function jwkOf(publicKey: string, privateKey?: string) {
  const point = uncompressed(publicKey);
  const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
  return {
    kty: "EC",
    crv: "P-256",
    x: base64url(point.slice(1, 33)),
    y: base64url(point.slice(33)),
    ...(privateKey ? { d: base64url(uint8ArrayFromHexString(privateKey)) } : {}),
  };
}

function privateKeyObject(privateKey: string): KeyObject {
  return createPrivateKey({ key: jwkOf(publicKeysOf(privateKey).publicKey, privateKey), format: "jwk" });
}

/** ECDSA over SHA-256 of the message; `raw` is r‖s (64 bytes), `der` the ASN.1 form. */
export function signP256(privateKey: string, message: Uint8Array, encoding: "raw" | "der"): Uint8Array {
  return sign("sha256", message, { key: privateKeyObject(privateKey), dsaEncoding: encoding === "raw" ? "ieee-p1363" : "der" });
}

/** True when the r‖s signature (hex) is the key's over SHA-256 of the message; false for any malformed input. */
export function verifyRawP256(publicKey: string, message: Uint8Array, signatureHex: string): boolean {
  try {
    const key = createPublicKey({ key: jwkOf(publicKey), format: "jwk" });
    return verify("sha256", message, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signatureHex, "hex"));
  } catch {
    return false;
  }
}
