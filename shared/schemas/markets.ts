import { protocolSchema } from "./chart";
import { curveProgressSchema } from "./curve-progress";
import { listFiltersSchema } from "./list-filters";
import { addressSchema, queryInt } from "./primitives";
import { searchPairSchema } from "./search";
import { tokenSchema } from "./token";
import { listSafetySchema } from "./token-safety";
import { z } from "./zod";

export const MARKET_LIST_LIMIT = { default: 50, max: 100 } as const;

// GET /api/v1/indexer/pairs and /api/v1/indexer/tokens: the HyperSwap pair and pool lists and the
// list of every indexed token, sorted and paged in the database.

export const sortOrderSchema = z.enum(["desc", "asc"]);
const limitSchema = queryInt(z.number().int().min(1).max(MARKET_LIST_LIMIT.max)).default(MARKET_LIST_LIMIT.default);
const offsetSchema = queryInt(z.number().int().min(0)).default(0);

/** The lists show HyperSwap markets; launchpad curves have their own screens. */
export const marketProtocolSchema = z.enum(["hyperswap-v2", "hyperswap-v3"]);
export const PAIR_SORTS = ["newest", "liquidity", "volume24h", "txns24h", "priceChange24h"] as const;
export type PairSort = (typeof PAIR_SORTS)[number];
export const pairListQuerySchema = listFiltersSchema.extend({
  protocol: marketProtocolSchema.optional(),
  sort: z.enum(PAIR_SORTS).default("newest"),
  order: sortOrderSchema.default("desc"),
  limit: limitSchema,
  offset: offsetSchema,
});
export type PairListQuery = z.input<typeof pairListQuerySchema>;

/** A HyperSwap pair or pool with what its list row shows. */
export const marketPairSchema = searchPairSchema
  .pick({
    pairAddress: true,
    protocol: true,
    token0Address: true,
    token1Address: true,
    token0Symbol: true,
    token1Symbol: true,
    token0Name: true,
    token1Name: true,
    tokenImageUri: true,
    creationBlock: true,
    creationTimestamp: true,
    latestPriceUsd: true,
    volume24hUsd: true,
  })
  .extend({
    /** The swap fee in hundredths of a basis point, as V3 pools state it: 3000 = 0.30% (every V2 pair). */
    feeTier: z.number().int().min(0),
    /** Both sides of the pool's balance at the latest trade's prices; null before the first trade. */
    liquidityUsd: z.number().nullable(),
    /** The pool's balance of each token (whole tokens): added minus removed liquidity plus net swaps. */
    reserve0: z.number(),
    reserve1: z.number(),
    buys24h: z.number().int().min(0),
    sells24h: z.number().int().min(0),
    priceChange24h: z.number().nullable(),
    /** The displayed token's safety and distribution. */
    safety: listSafetySchema,
  });
export type MarketPair = z.infer<typeof marketPairSchema>;

export const pairListResponseSchema = z.object({
  pairs: z.array(marketPairSchema),
  count: z.number().int(),
  /** Every pair the filter matches, for paging. */
  total: z.number().int(),
  protocol: marketProtocolSchema.nullable(),
  sort: z.enum(PAIR_SORTS),
  order: sortOrderSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PairListResponse = z.infer<typeof pairListResponseSchema>;

export const TOKEN_SORTS = ["marketCap", "liquidity", "volume24h", "priceChange24h", "txns24h", "newest"] as const;
export type TokenSort = (typeof TOKEN_SORTS)[number];
export const tokenListQuerySchema = listFiltersSchema.extend({
  tokenType: tokenSchema.shape.tokenType.optional(),
  sort: z.enum(TOKEN_SORTS).default("marketCap"),
  order: sortOrderSchema.default("desc"),
  limit: limitSchema,
  offset: offsetSchema,
});
export type TokenListQuery = z.input<typeof tokenListQuerySchema>;

/** A token with the market figures of the pairs that display it. */
export const marketTokenSchema = tokenSchema
  .pick({ address: true, name: true, symbol: true, decimals: true, tokenType: true, creatorAddress: true, creationTimestamp: true, circulatingSupply: true })
  .extend({
    imageUri: z.string().nullable(),
    /** Where its chart is: the market with the most 24h volume that displays it, else any market holding it. */
    pairAddress: addressSchema("Invalid pair address format").nullable(),
    /** That market's protocol and fee tier (null on a curve), so look-alike tickers tell apart. */
    pairProtocol: protocolSchema.nullable(),
    pairFeeTier: z.number().int().min(0).nullable(),
    priceUsd: z.number().nullable(),
    marketCapUsd: z.number().nullable(),
    /** Its chart market's liquidity, as that pair's page shows it. */
    liquidityUsd: z.number().nullable(),
    /** Summed over every market that displays the token. */
    volume24hUsd: z.number(),
    buys24h: z.number().int().min(0),
    sells24h: z.number().int().min(0),
    /** In its chart's market. */
    priceChange24h: z.number().nullable(),
    bonded: z.boolean(),
    /** Its bonding curve, for a launchpad token; null for any other. */
    curve: curveProgressSchema.nullable(),
    safety: listSafetySchema,
  });
export type MarketToken = z.infer<typeof marketTokenSchema>;

export const tokenListResponseSchema = z.object({
  tokens: z.array(marketTokenSchema),
  count: z.number().int(),
  total: z.number().int(),
  tokenType: tokenSchema.shape.tokenType.nullable(),
  sort: z.enum(TOKEN_SORTS),
  order: sortOrderSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;

/** GET /api/v1/indexer/lqscan: the product's own token, configured (LQSCAN_TOKEN) or, on the devnet, its most traded launchpad token. */
export const lqscanResponseSchema = z.object({
  source: z.enum(["configured", "most-traded"]).nullable(),
  token: marketTokenSchema.nullable(),
});
export type LqscanResponse = z.infer<typeof lqscanResponseSchema>;
