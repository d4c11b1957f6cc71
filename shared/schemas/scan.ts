import { swapActivitySchema } from "./activity";
import { protocolSchema } from "./chart";
import { addressSchema } from "./primitives";
import { z } from "./zod";

/** Swaps a scan answer lists at most, newest first. */
export const SCAN_SWAPS_MAX = 25;

/** An address (0x and 40 hex digits) or a transaction hash (0x and 64). */
export const SCAN_QUERY = /^0x([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/;

export const scanParamSchema = z.object({
  query: z.string().regex(SCAN_QUERY, "Invalid address or transaction hash format").meta({ example: "0x5555555555555555555555555555555555555555" }),
});

/**
 * What an address or hash is: a launchpad token, a market (a launchpad curve is its token's address, so it answers as
 * the token; a V2 pair or V3 pool as a pair), a wallet the index saw trade or hold, a contract or a wallet only the
 * chain knows, a mined transaction, or nothing either knows.
 */
export const scanKindSchema = z.enum(["token", "pair", "wallet", "contract", "transaction", "unknown"]);
export type ScanKind = z.infer<typeof scanKindSchema>;

const tokenFactsSchema = z.object({ address: addressSchema(), symbol: z.string(), name: z.string(), marketAddress: addressSchema() });

/**
 * GET /api/v1/indexer/scan/{query}. token: the token (or the pair's displayed token); launch: the token is a launchpad
 * launch (not a token the index follows for another reason, such as a stablecoin); pair: the market; transaction:
 * its receipt; swaps: the token's market's, the pair's, the wallet's or the transaction's indexed swaps, newest first;
 * tokens: the tokens a wallet holds or traded.
 */
export const scanResponseSchema = z.object({
  query: z.string(),
  kind: scanKindSchema,
  token: tokenFactsSchema.nullable(),
  launch: z.boolean(),
  pair: z.object({ address: addressSchema(), protocol: protocolSchema, token0Symbol: z.string(), token1Symbol: z.string() }).nullable(),
  transaction: z
    .object({
      hash: z.string(),
      blockNumber: z.number().int(),
      from: addressSchema(),
      to: addressSchema().nullable(),
      status: z.enum(["success", "reverted"]),
    })
    .nullable(),
  swaps: z.array(swapActivitySchema),
  tokens: z.array(tokenFactsSchema),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;
