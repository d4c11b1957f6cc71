import { z } from "./zod";

/** GET /api/v1/indexer/status: how far ingestion is behind the chain. */
export const indexerStatusSchema = z.object({
  chain: z.enum(["devnet", "hyperevm"]),
  /** False when the chain in use has no contracts to watch (a devnet without its manifest). */
  configured: z.boolean(),
  head: z.number().int().nullable(),
  cursor: z.number().int().nullable(),
  lag: z.number().int().nullable(),
  /** The block range the next eth_getLogs asks for. */
  rangeBlocks: z.number().int().min(1),
  lastError: z.string().nullable(),
  lastStepAt: z.iso.datetime().nullable(),
  /** Tokens whose contract did not answer one of name, symbol, decimals or totalSupply; read again every minute. */
  tokensMissingFacts: z.number().int().min(0),
  /** NFT facts still to read: unchecked collections, pending metadata, unchecked sales, missing or changed stats. */
  nftFactsPending: z.number().int().min(0),
  /** True while the node's new heads arrive over RPC_WS_URL; false when only polling finds new blocks. */
  followingHeads: z.boolean(),
});
export type IndexerStatus = z.infer<typeof indexerStatusSchema>;
