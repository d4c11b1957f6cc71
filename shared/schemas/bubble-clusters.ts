import { addressSchema, queryInt, tokenAddressSchema } from "./primitives";
import { holderTypeSchema } from "./token-holders";
import { z } from "./zod";

// GET /api/v1/tools/bubble-map/{tokenAddress}: the largest holders with the clusters they form, by transfers
// between them and by a common first funder.

/** Bubbles drawn at most. */
export const BUBBLE_MAP_TOOL_LIMIT = 250;
/** A funder of more holders than this is taken for an exchange or a faucet: it clusters nobody. */
export const FUNDER_CLUSTER_LIMIT = 25;

export const clusterReasonSchema = z.enum(["transfers", "common-funder"]);

export const bubbleClustersQuerySchema = z.object({
  limit: queryInt(z.number().min(1).max(BUBBLE_MAP_TOOL_LIMIT), BUBBLE_MAP_TOOL_LIMIT).default(BUBBLE_MAP_TOOL_LIMIT),
  /** Time travel: the map as it was at this block (the latest when absent or later). */
  block: queryInt(z.number().min(0), 1_000).optional(),
});

export const bubbleClustersSchema = z.object({
  tokenAddress: tokenAddressSchema,
  symbol: z.string().nullable(),
  /** The block the map shows, the chain's latest, and the token's creation block (time travel's range). */
  block: z.number(),
  latestBlock: z.number(),
  creationBlock: z.number().nullable(),
  /**
   * The oldest block whose state the node keeps (0 on an archive node): a wallet already holding HYPE then has an
   * unknown funder, unless it was paid just before the launch.
   */
  fundersFromBlock: z.number(),
  holders: z.array(
    z.object({
      address: addressSchema(),
      percent: z.number(),
      type: holderTypeSchema.nullable(),
      /** The cluster's id, or null for a holder linked to no other. */
      cluster: z.number().nullable(),
      /** Who sent the wallet its first HYPE; null when unknown or when it was never sent in a transaction. */
      funder: addressSchema().nullable(),
      /** Bought in the token's creation block: a bundle's mark. */
      boughtAtLaunch: z.boolean(),
    }),
  ),
  links: z.array(z.object({ source: addressSchema(), target: addressSchema(), count: z.number() })),
  clusters: z.array(
    z.object({
      id: z.number(),
      members: z.array(addressSchema()),
      percent: z.number(),
      reasons: z.array(clusterReasonSchema),
      /** The funder most members share, if any. */
      funder: addressSchema().nullable(),
    }),
  ),
});
export type BubbleClusters = z.infer<typeof bubbleClustersSchema>;
