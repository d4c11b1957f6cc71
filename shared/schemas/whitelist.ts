import { addressSchema } from "./primitives";
import { z } from "./zod";

// /api/v1/tools/whitelist/*: the allowlist campaigns known on the chain, and the check of one address against a
// claim or mint contract's Merkle root.

/** A pasted or uploaded tree travels in the request body up to this size; a tree fetched by URL too. */
export const WHITELIST_TREE_MAX_BYTES = 4 * 1024 * 1024;
export const WHITELIST_TREE_TOO_LARGE = `The tree or list cannot exceed ${WHITELIST_TREE_MAX_BYTES / 1024 / 1024} MiB`;

/** The published shapes the checker reads: an OpenZeppelin StandardMerkleTree dump, Uniswap's claims file, or addresses. */
export const whitelistTreeFormatSchema = z.enum(["openzeppelin-standard", "uniswap-distributor", "address-list"]);
export type WhitelistTreeFormat = z.infer<typeof whitelistTreeFormatSchema>;

/** The leaf encodings tried against the on-chain root; each names what the contract hashes. */
export const LEAF_ENCODINGS = {
  "standard-double-abi": "keccak256(keccak256(abi.encode(values))): OpenZeppelin StandardMerkleTree",
  "single-abi": "keccak256(abi.encode(values)): single-hashed",
  packed: "keccak256(abi.encodePacked(values)): packed, single-hashed",
  "string-checksum": "keccak256 of the checksummed address text",
  "string-lowercase": "keccak256 of the lowercase address text",
} as const;
export const leafEncodingSchema = z.enum(Object.keys(LEAF_ENCODINGS) as [keyof typeof LEAF_ENCODINGS, ...(keyof typeof LEAF_ENCODINGS)[]]);
export type LeafEncoding = z.infer<typeof leafEncodingSchema>;

export const whitelistCampaignKindSchema = z.enum(["nft-mint", "token-airdrop", "token-claim"]);

/** A campaign the chain config knows: its contract and its published tree (inline on the devnet, or where it is published). */
export const whitelistCampaignSchema = z.object({
  name: z.string().min(1),
  kind: whitelistCampaignKindSchema,
  contract: addressSchema(),
  format: whitelistTreeFormatSchema,
  /** The published file itself, as its publisher wrote it. */
  tree: z.string().nullable(),
  treeUrl: z.url().nullable(),
});
export type WhitelistCampaign = z.infer<typeof whitelistCampaignSchema>;

/** GET /api/v1/tools/whitelist/campaigns. */
export const whitelistCampaignListSchema = z.object({
  campaigns: z.array(
    whitelistCampaignSchema.omit({ tree: true }).extend({
      /** Where the app serves the campaign's published tree. */
      treePath: z.string(),
      entries: z.number().int().nonnegative(),
    }),
  ),
});
export type WhitelistCampaignList = z.infer<typeof whitelistCampaignListSchema>;

export const whitelistCampaignParamSchema = z.object({ contract: addressSchema("Invalid contract address format") });

/** POST /api/v1/tools/whitelist/check: the tree pasted or uploaded (its text), by URL, or neither for a known campaign. */
export const whitelistCheckRequestSchema = z
  .object({
    contract: addressSchema("Invalid contract address format"),
    address: addressSchema("Invalid wallet address format"),
    tree: z.string().min(1, "The tree is empty").optional(),
    treeUrl: z.url({ protocol: /^https?$/, error: "The tree URL must be an http or https URL" }).optional(),
  })
  .refine((request) => request.tree === undefined || request.treeUrl === undefined, "Give the tree or its URL, not both");
export type WhitelistCheckRequest = z.infer<typeof whitelistCheckRequestSchema>;

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/);

export const whitelistVerdictSchema = z.enum(["eligible", "already-claimed", "would-fail", "not-listed", "no-encoding-matched", "no-root"]);
export type WhitelistVerdict = z.infer<typeof whitelistVerdictSchema>;

export const whitelistCheckSchema = z.object({
  contract: addressSchema(),
  address: addressSchema(),
  /** The known campaign the contract belongs to, if any. */
  campaign: z.string().nullable(),
  format: whitelistTreeFormatSchema,
  entries: z.number().int().nonnegative(),
  /** The root the contract holds, and the getter that answered. */
  root: z.object({ getter: z.string(), value: hex32 }).nullable(),
  /** Each encoding tried, with the root it rebuilds; `matched` is the one equal to the contract's. */
  encodings: z.array(z.object({ id: leafEncodingSchema, description: z.string(), root: hex32, matches: z.boolean() })),
  encoding: leafEncodingSchema.nullable(),
  listed: z.boolean(),
  /** The address's entry: its index and amount where the list has them (amount in base units, as text). */
  entry: z.object({ index: z.number().int().nullable(), amount: z.string().nullable() }).nullable(),
  proof: z.array(hex32).nullable(),
  claimed: z.object({ status: z.enum(["claimed", "not-claimed", "unknown"]), source: z.string().nullable() }),
  /** The claim run with eth_call from the address, with the revert reason decoded when it fails. */
  simulation: z.object({ call: z.string(), ok: z.boolean(), revertReason: z.string().nullable() }).nullable(),
  verdict: whitelistVerdictSchema,
  /** The answer in plain words. */
  summary: z.string(),
});
export type WhitelistCheck = z.infer<typeof whitelistCheckSchema>;
