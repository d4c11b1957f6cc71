import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

/** The issuer's RSA keys, newest first: the newest signs, all of them verify (so rotation breaks no token). */
export type SigningKeys = {
  current: () => Promise<{ kid: string; key: CryptoKey }>;
  /** The public JWKS: every key's public half. */
  jwks: () => { keys: JWK[] };
  rotate: () => Promise<void>;
};

const KEYS_FILE = "signing-keys.json";
/** Keys kept after a rotation; older ones leave the JWKS. */
const KEYS_KEPT = 3;

export async function openSigningKeys(dataDir: string): Promise<SigningKeys> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, KEYS_FILE);
  const keys: JWK[] = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as JWK[]) : [];
  const save = () => {
    writeFileSync(`${file}.tmp`, JSON.stringify(keys), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  };
  const rotate = async () => {
    const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
    keys.unshift({ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "RS256", use: "sig" });
    keys.length = Math.min(keys.length, KEYS_KEPT);
    save();
  };
  if (keys.length === 0) await rotate();
  return {
    current: async () => {
      const newest = keys[0] as JWK & { kid: string };
      return { kid: newest.kid, key: (await importJWK(newest, "RS256")) as CryptoKey };
    },
    jwks: () => ({ keys: keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) }),
    rotate,
  };
}
