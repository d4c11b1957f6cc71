import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A WebAuthn authenticator in software for tests outside a browser: the attestation `create_authenticators`
// takes (fmt "none", an ES256 key) and the X-Stamp-Webauthn assertion over a request body, signed as an
// authenticator signs (authenticatorData ‖ sha256(clientDataJSON)) with a counter that rises each time.

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

export function softwarePasskey(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  const authenticatorData = (flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter++);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  /** create_authenticators' attestation for a challenge (base64url). */
  const attestation = (challenge: string) => {
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, isoCBOR.encode(coseKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, Parameters<typeof isoCBOR.encode>[0]>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authenticatorData(0x41, attested)],
      ]),
    );
    return {
      credentialId: b64url(credentialId),
      clientDataJson: b64url(clientData("webauthn.create", challenge)),
      attestationObject: b64url(attestationObject),
      transports: ["AUTHENTICATOR_TRANSPORT_INTERNAL" as const],
    };
  };

  /** The X-Stamp-Webauthn header of a request body: its challenge is the UTF-8 of hex(sha256(body)). */
  const stamp = (body: string) => {
    const data = authenticatorData(0x01);
    const json = clientData("webauthn.get", b64url(sha256(body).toString("hex")));
    const signature = sign("sha256", Buffer.concat([data, sha256(json)]), privateKey);
    return JSON.stringify({ authenticatorData: b64url(data), clientDataJson: b64url(json), credentialId: b64url(credentialId), signature: b64url(signature) });
  };

  return { attestation, stamp };
}
