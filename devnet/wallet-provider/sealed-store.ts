import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A secret at rest: AES-256-GCM under the provider's master key. */
export type Sealed = { iv: string; data: string; tag: string };

export type SealedStore<State> = {
  state: State;
  /** Writes the state to disk (atomically: a crash leaves the previous file). */
  save: () => void;
  seal: (secret: string) => Sealed;
  open: (sealed: Sealed) => string;
};

const MASTER_KEY_FILE = "master.key";
const STATE_FILE = "state.json";

/**
 * The provider's state folder: state.json holds organizations, users and wallets with every secret
 * (mnemonics, signing keys, one-time codes) sealed by master.key, a random key readable by the owner only.
 */
export function openSealedStore<State>(dir: string, initial: (seal: (secret: string) => Sealed) => State): SealedStore<State> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keyFile = join(dir, MASTER_KEY_FILE);
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32), { mode: 0o600 });
  const masterKey = readFileSync(keyFile);
  const stateFile = join(dir, STATE_FILE);
  const seal = (secret: string): Sealed => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", masterKey, iv);
    const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return { iv: iv.toString("base64"), data: data.toString("base64"), tag: cipher.getAuthTag().toString("base64") };
  };
  const open = (sealed: Sealed): string => {
    const decipher = createDecipheriv("aes-256-gcm", masterKey, Buffer.from(sealed.iv, "base64"));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString("utf8");
  };
  const state = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, "utf8")) as State) : initial(seal);
  const save = () => {
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(state), { mode: 0o600 });
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  return { state, save, seal, open };
}
