import { SimpleMerkleTree, StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256, parseAbiParameters, stringToHex } from "viem";
import type { LeafEncoding } from "../../../shared/schemas/whitelist";
import type { ParsedTree } from "./parse-tree";

/** A tree rebuilt from the list under one leaf encoding: its root, and the proof of an entry. */
export type RebuiltTree = { id: LeafEncoding; root: Hex; leaf: (entry: number) => Hex | null; proof: (entry: number) => Hex[] };

/**
 * Every leaf encoding the list could have been published with, each tree built by @openzeppelin/merkle-tree:
 * the standard double-hashed abi.encode, single-hashed abi.encode, packed, and (for address-only leaves) the
 * address's checksummed or lowercase text. Node hashing is the sorted-pair keccak every MerkleProof.verify uses.
 */
export function rebuildTrees(parsed: ParsedTree): RebuiltTree[] {
  const { leafTypes, entries } = parsed;
  const values = entries.map((entry) => entry.values);
  const standard = parsed.standard ?? StandardMerkleTree.of(values, leafTypes);
  const params = parseAbiParameters(leafTypes.join(","));
  const hashed: [LeafEncoding, (values: unknown[]) => Hex][] = [
    ["single-abi", (leaf) => keccak256(encodeAbiParameters(params, leaf as never))],
    ["packed", (leaf) => keccak256(encodePacked(leafTypes, leaf))],
  ];
  if (leafTypes.length === 1 && leafTypes[0] === "address") {
    hashed.push(
      ["string-checksum", ([account]) => keccak256(stringToHex(account as Address))],
      ["string-lowercase", ([account]) => keccak256(stringToHex((account as Address).toLowerCase()))],
    );
  }
  return [
    {
      id: "standard-double-abi",
      root: standard.root as Hex,
      leaf: (entry) => standard.leafHash(standard.at(entry)!) as Hex,
      proof: (entry) => standard.getProof(entry) as Hex[],
    },
    ...hashed.map(([id, hash]) => simpleTree(id, values.map(hash))),
  ];
}

function simpleTree(id: LeafEncoding, leaves: Hex[]): RebuiltTree {
  const tree = SimpleMerkleTree.of(leaves);
  return { id, root: tree.root as Hex, leaf: (entry) => leaves[entry] ?? null, proof: (entry) => tree.getProof(leaves[entry]!) as Hex[] };
}

/** Whether a published proof (a Uniswap claims file carries one per claim) proves this leaf under the root. */
export function proofVerifies(root: Hex, leaf: Hex, proof: Hex[]): boolean {
  return SimpleMerkleTree.verify(root, leaf, proof);
}
