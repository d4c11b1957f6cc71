import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Address, getAddress, type Hex, isAddress } from "viem";
import { ADDRESS } from "../../../shared/schemas/primitives";
import type { WhitelistTreeFormat } from "../../../shared/schemas/whitelist";
import { ApiError } from "../../http/errors";

/** One listed address: its leaf's values in the list's own order, and what the file says of it. */
export type ListEntry = { account: Address; values: unknown[]; index: number | null; amount: bigint | null; proof: Hex[] | null };

export type ParsedTree = {
  format: WhitelistTreeFormat;
  /** The ABI types of each leaf's values. */
  leafTypes: string[];
  entries: ListEntry[];
  /** An OpenZeppelin dump, loaded (and so validated) by the library: its own tree gives the standard root and proofs. */
  standard: StandardMerkleTree<unknown[]> | null;
};

/** More entries than this is no allowlist the checker rebuilds in a request. */
export const MAX_ENTRIES = 100_000;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

const malformed = (message: string) => new ApiError(400, message);

/**
 * Reads a published tree or list: an OpenZeppelin StandardMerkleTree JSON dump, Uniswap's claims JSON
 * ({ merkleRoot, claims: { account: { index, amount, proof } } }), a JSON array of addresses, or addresses as text
 * (one a line, or separated by commas or spaces). Anything else is a 400 that says what is wrong.
 */
export function parseTree(text: string): ParsedTree {
  const trimmed = text.trim();
  if (trimmed === "") throw malformed("The tree is empty");
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return addressList(addressesFromText(trimmed));
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    throw malformed(`The tree is not valid JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(json)) return addressList(addressesFromJson(json));
  const object = json as Record<string, unknown>;
  if (object.format === "standard-v1") return standardDump(object);
  if ("claims" in object) return uniswapClaims(object);
  throw malformed(
    "The tree is not an OpenZeppelin StandardMerkleTree dump (format standard-v1), a Uniswap claims file (merkleRoot and claims) or a list of addresses",
  );
}

function capped<T>(entries: T[]): T[] {
  if (entries.length > MAX_ENTRIES) throw malformed(`The list has ${entries.length} entries; the checker reads at most ${MAX_ENTRIES}`);
  return entries;
}

function addressesFromText(text: string): Address[] {
  const addresses: Address[] = [];
  text.split(/\r?\n/).forEach((line, lineIndex) => {
    for (const word of line.split(/[\s,;]+/).filter(Boolean)) {
      if (!ADDRESS.test(word)) throw malformed(`Line ${lineIndex + 1} is not an address: "${word.slice(0, 80)}"`);
      addresses.push(getAddress(word));
    }
  });
  return addresses;
}

function addressesFromJson(items: unknown[]): Address[] {
  return items.map((item, i) => {
    if (typeof item !== "string" || !ADDRESS.test(item)) throw malformed(`Item ${i} of the list is not an address`);
    return getAddress(item);
  });
}

function addressList(addresses: Address[]): ParsedTree {
  if (addresses.length === 0) throw malformed("The list holds no address");
  const entries = capped(addresses).map((account) => ({ account, values: [account], index: null, amount: null, proof: null }));
  return { format: "address-list", leafTypes: ["address"], entries, standard: null };
}

function standardDump(dump: Record<string, unknown>): ParsedTree {
  let tree: StandardMerkleTree<unknown[]>;
  try {
    tree = StandardMerkleTree.load(dump as never);
  } catch (error) {
    throw malformed(`The OpenZeppelin tree is invalid: ${(error as Error).message}`);
  }
  const leafTypes = dump.leafEncoding as string[];
  const accountColumn = leafTypes.indexOf("address");
  if (accountColumn === -1) throw malformed("The OpenZeppelin tree's leaves hold no address (its leafEncoding has no address type)");
  const amountColumn = leafTypes.findIndex((type) => type.startsWith("uint"));
  const entries = capped([...tree.entries()]).map(([, values]) => ({
    account: getAddress(String(values[accountColumn])),
    // The dump's numbers are text; the other encodings' ABI coders want them as integers.
    values: values.map((value, column) => (/^u?int/.test(leafTypes[column]!) ? BigInt(String(value)) : value)),
    index: null,
    amount: amountColumn === -1 ? null : BigInt(String(values[amountColumn])),
    proof: null,
  }));
  return { format: "openzeppelin-standard", leafTypes, entries, standard: tree };
}

function uniswapClaims(file: Record<string, unknown>): ParsedTree {
  const claims = file.claims;
  if (claims === null || typeof claims !== "object" || Array.isArray(claims)) throw malformed("The claims file's claims must be an object keyed by address");
  const entries = capped(Object.entries(claims as Record<string, unknown>)).map(([account, claim]) => {
    const where = `claims["${account.slice(0, 42)}"]`;
    if (!isAddress(account, { strict: false })) throw malformed(`${where} is not keyed by an address`);
    const { index, amount, proof } = (claim ?? {}) as { index?: unknown; amount?: unknown; proof?: unknown };
    if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0) throw malformed(`${where}.index must be a whole number`);
    if (typeof amount !== "string" || !/^(0x[0-9a-fA-F]+|\d+)$/.test(amount)) throw malformed(`${where}.amount must be a hex or decimal amount`);
    if (!Array.isArray(proof) || !proof.every((node) => typeof node === "string" && BYTES32.test(node))) {
      throw malformed(`${where}.proof must be a list of 32-byte hex values`);
    }
    const checksummed = getAddress(account);
    return { account: checksummed, values: [BigInt(index), checksummed, BigInt(amount)], index, amount: BigInt(amount), proof: proof as Hex[] };
  });
  if (entries.length === 0) throw malformed("The claims file lists no claim");
  return { format: "uniswap-distributor", leafTypes: ["uint256", "address", "uint256"], entries, standard: null };
}
