import { protocolSchema } from "./chart";
import { addressSchema, booleanTextSchema, pairAddressSchema } from "./primitives";
import { z } from "./zod";

export const SEARCH_TERM_MIN = 1;
export const SEARCH_TERM_MAX = 100;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Search term is required and cannot be empty" })
    .trim()
    .min(SEARCH_TERM_MIN, "Search term is required and cannot be empty")
    .max(SEARCH_TERM_MAX, "Search term cannot exceed 100 characters")
    .meta({ description: "A symbol, name or address; blank space alone is empty.", pattern: "\\S", example: "PURR" }),
  includeZeroVolume: booleanTextSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchPairSchema = z.object({
  pairAddress: pairAddressSchema,
  protocol: protocolSchema,
  /** The swap fee in hundredths of a basis point (3000 = 0.30%, every V2 pair); null on a launchpad curve. */
  feeTier: z.number().int().min(0).nullable(),
  token0Address: addressSchema(),
  token1Address: addressSchema(),
  token0Symbol: z.string().nullable(),
  token1Symbol: z.string().nullable(),
  token0Name: z.string().nullable(),
  token1Name: z.string().nullable(),
  tokenImageUri: z.string().nullable(),
  tokenDescription: z.string().nullable(),
  tokenWebsite: z.string().nullable(),
  tokenTwitter: z.string().nullable(),
  tokenTelegram: z.string().nullable(),
  tokenDiscord: z.string().nullable(),
  tokenDocs: z.string().nullable(),
  creationBlock: z.number().int().nullable(),
  creationTimestamp: z.number().int().nullable(),
  creatorAddress: addressSchema().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  latestPriceUsd: z.number().nullable(),
  latestMcapUsd: z.number().nullable(),
  volume24hUsd: z.number().nullable(),
  /** A launchpad curve whose token has bonded: it trades no more, its token lives on its V2 pair. */
  graduated: z.boolean(),
});
export type SearchPair = z.infer<typeof searchPairSchema>;

/** The slimmer shape the header's search box reads, with the market (protocol and fee) that tells look-alikes apart. */
export const searchBoxPairSchema = searchPairSchema.pick({
  pairAddress: true,
  protocol: true,
  feeTier: true,
  token0Address: true,
  token1Address: true,
  token0Symbol: true,
  token1Symbol: true,
  token0Name: true,
  token1Name: true,
  tokenImageUri: true,
  latestMcapUsd: true,
  volume24hUsd: true,
  graduated: true,
});
export type SearchBoxPair = z.infer<typeof searchBoxPairSchema>;

export const searchResponseSchema = z.object({
  pairs: z.array(searchPairSchema),
  count: z.number().int(),
  searchTerm: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
