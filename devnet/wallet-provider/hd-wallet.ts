import { pbkdf2Sync } from "node:crypto";
import { type Hex, parseTransaction, type TransactionSerializable } from "viem";
import { english, generateMnemonic, HDKey, hdKeyToAccount } from "viem/accounts";
import { badRequest } from "./api-error";

// Wallets are BIP-39 mnemonics; accounts are BIP-32 paths under Ethereum's coin type (m/44'/60'/…).

const ETHEREUM_PATH = /^m\/44'\/60'\/\d+'\/\d+\/\d+$/;

export function newMnemonic(words: number): string {
  if (words !== 12 && words !== 24) throw badRequest("mnemonicLength must be 12 or 24");
  return generateMnemonic(english, words === 24 ? 256 : 128);
}

// BIP-39's seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic"), by Node's native PBKDF2: the
// pure-JS one takes most of a second per signature.
function seedOf(mnemonic: string): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize("NFKD"), "mnemonic", 2048, 64, "sha512");
}

function accountAt(mnemonic: string, path: string) {
  if (!ETHEREUM_PATH.test(path)) throw badRequest(`unsupported derivation path ${path}: expected m/44'/60'/<account>'/<change>/<index>`);
  return hdKeyToAccount(HDKey.fromMasterSeed(seedOf(mnemonic)), { path: path as `m/44'/60'/${string}` });
}

/** The account's private key at the path, 32 bytes: what an account export encrypts to the browser. */
export function privateKeyAt(mnemonic: string, path: string): Uint8Array {
  const key = accountAt(mnemonic, path).getHdKey().privateKey;
  if (!key) throw badRequest(`no private key at ${path}`);
  return key;
}

/** The checksummed address of the account at the path. */
export const addressAt = (mnemonic: string, path: string): string => accountAt(mnemonic, path).address;

/** The unsigned transaction as viem reads it (hex with or without 0x, as the SDKs send it). */
export function readUnsignedTransaction(unsignedTransaction: string): TransactionSerializable {
  const hex = (unsignedTransaction.startsWith("0x") ? unsignedTransaction : `0x${unsignedTransaction}`) as Hex;
  try {
    return parseTransaction(hex);
  } catch (error) {
    throw badRequest(`could not parse the unsigned transaction: ${(error as Error).message.split("\n")[0]}`);
  }
}

/** Signs with the account's key and answers the signed transaction as hex without 0x, as Turnkey does. */
export async function signWithAccount(mnemonic: string, path: string, transaction: TransactionSerializable): Promise<string> {
  const signed = await accountAt(mnemonic, path).signTransaction(transaction);
  return signed.slice(2);
}
