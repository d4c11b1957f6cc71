import { formatHpkeBuf, hpkeEncrypt } from "@turnkey/crypto";
import { uint8ArrayToHexString } from "@turnkey/encoding";
import { publicKeysOf, signP256, uncompressed } from "./p256";

// An export bundle as Turnkey's signer enclave makes it, for @turnkey/crypto's decryptExportBundle: the
// secret HPKE-encrypted to the browser's target key, inside data the signer key signs, so the browser
// knows the ciphertext came from the provider and names its own organization.

const BUNDLE_VERSION = "v1.0.0";

/**
 * `{version, data: hex(JSON {organizationId, encappedPublic, ciphertext}), dataSignature: DER hex over
 * sha256(data), enclaveQuorumPublic}`; only the holder of the target key's private half can open it.
 */
export function exportBundle(signerPrivateKey: string, organizationId: string, secret: Uint8Array, targetPublicKey: string): string {
  const { encappedPublic, ciphertext } = JSON.parse(formatHpkeBuf(hpkeEncrypt({ plainTextBuf: secret, targetKeyBuf: uncompressed(targetPublicKey) }))) as {
    encappedPublic: string;
    ciphertext: string;
  };
  const data = Buffer.from(JSON.stringify({ organizationId, encappedPublic, ciphertext }));
  return JSON.stringify({
    version: BUNDLE_VERSION,
    data: data.toString("hex"),
    dataSignature: uint8ArrayToHexString(signP256(signerPrivateKey, data, "der")),
    enclaveQuorumPublic: publicKeysOf(signerPrivateKey).publicKeyUncompressed,
  });
}
