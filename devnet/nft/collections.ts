import { type Address, encodeAbiParameters, getAddress, getContractAddress, type Hex, keccak256, parseEther, toBytes } from "viem";
import { z } from "zod";

/** The devnet's NFT deployer: an account of its own, so no other deployer's nonce (and the addresses it makes) moves. */
export const NFT_DEPLOYER: Address = "0x0000000000000000000000000000000000004e46";

/** What the devnet's collections are: ERC-721s of different supplies (one with rare crowns) and one ERC-1155. */
export const COLLECTIONS = [
  { kind: "erc721", name: "Hyper Blobs", symbol: "BLOB", supply: 120, minted: 100, royaltyBps: 500, rare: true, floor: 12 },
  { kind: "erc721", name: "Purr Pals", symbol: "PURR", supply: 60, minted: 60, royaltyBps: 250, rare: false, floor: 3 },
  { kind: "erc721", name: "Liquid Punks", symbol: "LPUNK", supply: 40, minted: 32, royaltyBps: 750, rare: false, floor: 40 },
  { kind: "erc1155", name: "Hyper Badges", symbol: "BADGE", supply: 5, minted: 5, royaltyBps: 300, rare: false, floor: 0.5 },
] as const;

export type CollectionSpec = (typeof COLLECTIONS)[number];

export const nftDeploymentSchema = z.object({
  market: z.string(),
  collections: z.array(z.object({ address: z.string(), symbol: z.string() })),
});
export type NftDeployment = z.infer<typeof nftDeploymentSchema>;

/** Deployed in this order from NFT_DEPLOYER's first nonces: the collections, then the market. */
export function nftAddresses(): { collections: Address[]; market: Address } {
  const at = (nonce: number) => getContractAddress({ from: NFT_DEPLOYER, nonce: BigInt(nonce) });
  return { collections: COLLECTIONS.map((_, index) => at(index)), market: at(COLLECTIONS.length) };
}

/** The collectors who mint and trade: fixed addresses (anvil lets them send without keys). */
export const COLLECTORS: Address[] = Array.from({ length: 24 }, (_, index) =>
  getAddress(`0x${keccak256(toBytes(`lqscan nft collector ${index}`)).slice(-40)}`),
);

/** A token of the rare collection wears a crown when NftCollection.tokenURI says so: the same draw, so crowned tokens list higher. */
export function crowned(symbol: string, tokenId: number): boolean {
  const dna = BigInt(keccak256(encodeAbiParameters([{ type: "bytes32" }, { type: "uint256" }], [keccak256(toBytes(symbol)), BigInt(tokenId)]) as Hex));
  return (dna >> 24n) % 100n < 6n;
}

export const hype = (value: number) => parseEther(value.toFixed(6));
