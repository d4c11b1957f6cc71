import { MAX_TOKENS_PER_CREATOR, serverTokenSchema } from "./launchpad";
import { listFiltersSchema } from "./list-filters";
import { addressSchema, queryInt } from "./primitives";
import { z } from "./zod";

export const OLDER_TOKENS_LIST = { limit: 20, offset: 4 } as const;
export const OLDER_TOKENS_CALL_DEFAULTS = { limit: 15, offset: 4 } as const;

/** The newest-tokens call answers the tokens the older-tokens offset (4) skips. */
export const NEWEST_TOKENS_COUNT = OLDER_TOKENS_CALL_DEFAULTS.offset;

/** Token list pages (older tokens, a creator's tokens) hold at most this many tokens. */
export const TOKEN_LIST_LIMIT_MAX = MAX_TOKENS_PER_CREATOR;

// The launchpad token lists under /api: newest, older recent, cached data, a creator's tokens.

/** A creator or user: their wallet address. */
export const principalSchema = addressSchema("Invalid principal address format");

const limitSchema = queryInt(z.number().int().min(1).max(TOKEN_LIST_LIMIT_MAX));

/** GET /api/newest-tokens: the list filters (shared/schemas/list-filters.ts), none by default. */
export const newestTokensQuerySchema = listFiltersSchema;

export const olderRecentTokensQuerySchema = listFiltersSchema.extend({
  limit: limitSchema.default(OLDER_TOKENS_CALL_DEFAULTS.limit),
  offset: queryInt(z.number().int().min(0)).default(OLDER_TOKENS_CALL_DEFAULTS.offset),
});
export type OlderRecentTokensQuery = z.input<typeof olderRecentTokensQuerySchema>;

/** `_t` is the client's cache-buster; it is accepted and ignored. */
export const creatorTokensQuerySchema = z.object({
  limit: limitSchema.default(MAX_TOKENS_PER_CREATOR),
  _t: z.string().meta({ example: "1764000000000" }).optional(),
});
export type CreatorTokensQuery = z.input<typeof creatorTokensQuerySchema>;

export const tokensResponseSchema = z.object({ tokens: z.array(serverTokenSchema) });
export type TokensResponse = z.infer<typeof tokensResponseSchema>;

export const creatorTokensResponseSchema = z.object({ data: z.array(serverTokenSchema) });
export type CreatorTokensResponse = z.infer<typeof creatorTokensResponseSchema>;

/** GET /api/cached-data: `cached` says whether the value came from the cache rather than a fresh read. */
export const cachedDataResponseSchema = z.object({
  cached: z.boolean(),
  value: z.object({
    topTokens: z.array(serverTokenSchema),
    newestTokens: z.array(serverTokenSchema),
    recentTokens: z.array(serverTokenSchema),
  }),
});
export type CachedDataResponse = z.infer<typeof cachedDataResponseSchema>;
