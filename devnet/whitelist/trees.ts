import { SimpleMerkleTree, StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Address, encodePacked, type Hex, keccak256, toHex } from "viem";

// The published files of the devnet's campaigns, each built with @openzeppelin/merkle-tree as its publisher would.

/** An OpenZeppelin StandardMerkleTree of addresses and its JSON dump (the allowlist mint's published tree). */
export function standardAddressTree(addresses: readonly Address[]) {
  const tree = StandardMerkleTree.of(
    addresses.map((address) => [address]),
    ["address"],
  );
  return { root: tree.root as Hex, file: JSON.stringify(tree.dump(), null, 2), proofs: addresses.map((address) => tree.getProof([address]) as Hex[]) };
}

/**
 * Uniswap's claims file ({ merkleRoot, tokenTotal, claims: { account: { index, amount, proof } } }) over leaves
 * keccak256(abi.encodePacked(index, account, amount)), the leaf MerkleDistributor checks.
 */
export function uniswapClaimsTree(claims: readonly { account: Address; amount: bigint }[]) {
  const leaves = claims.map(({ account, amount }, index) => keccak256(encodePacked(["uint256", "address", "uint256"], [BigInt(index), account, amount])));
  const tree = SimpleMerkleTree.of(leaves);
  const file = {
    merkleRoot: tree.root,
    tokenTotal: toHex(claims.reduce((sum, claim) => sum + claim.amount, 0n)),
    claims: Object.fromEntries(claims.map(({ account, amount }, index) => [account, { index, amount: toHex(amount), proof: tree.getProof(leaves[index]!) }])),
  };
  return { root: tree.root as Hex, file: JSON.stringify(file, null, 2), proofs: claims.map((_, index) => tree.getProof(leaves[index]!) as Hex[]) };
}

/** A plain address list whose contract hashes each address once, packed (the file: one address a line). */
export function packedAddressTree(addresses: readonly Address[]) {
  const leaves = addresses.map((address) => keccak256(encodePacked(["address"], [address])));
  const tree = SimpleMerkleTree.of(leaves);
  return { root: tree.root as Hex, file: `${addresses.join("\n")}\n`, proofs: leaves.map((leaf) => tree.getProof(leaf) as Hex[]) };
}
