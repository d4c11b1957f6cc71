import { Hono } from "hono";
import { z } from "zod";
import {
  type CachedDataResponse,
  type CreatorTokensResponse,
  cachedDataResponseSchema,
  creatorTokensQuerySchema,
  creatorTokensResponseSchema,
  newestTokensQuerySchema,
  olderRecentTokensQuerySchema,
  principalSchema,
  type TokensResponse,
  tokensResponseSchema,
} from "../../shared/schemas/token-lists";
import { cacheStoreFor } from "../cache/cache-for-env";
import { readThrough } from "../cache/read-through";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { cachedDataValue, creatorTokens, newestTokens, olderRecentTokens } from "../queries/launchpad-lists";

/** /api/cached-data is rebuilt at most this often (seconds). */
export const CACHED_DATA_TTL_SECONDS = 20;

const CACHED_DATA_KEY = "launchpad:cached-data";
const principalParams = z.object({ principal: principalSchema });
const nowSeconds = () => Math.floor(Date.now() / 1000);

// Launchpad token lists in the upstream server shape (spec 3, "Server fields read").
export const launchpadLists = new Hono<AppEnv>()
  .get(
    "/newest-tokens",
    documented({
      tag: "Launches",
      summary: "The newest launchpad tokens",
      description: "Those the list filters match, when any is set.",
      response: tokensResponseSchema,
      errors: { 400: "Minimum liquidity must be a whole number, 0 or more" },
    }),
    validate("query", newestTokensQuerySchema),
    async (c) => c.json({ tokens: await newestTokens(c.env.DB, c.req.valid("query"), nowSeconds()) } satisfies TokensResponse),
  )
  .get(
    "/older-recent-tokens",
    documented({
      tag: "Launches",
      summary: "Older recent launchpad tokens",
      response: tokensResponseSchema,
      errors: { 400: "Number must be greater than or equal to 1" },
    }),
    validate("query", olderRecentTokensQuerySchema),
    async (c) => {
      const { limit, offset, ...filters } = c.req.valid("query");
      return c.json({ tokens: await olderRecentTokens(c.env.DB, filters, limit, offset, nowSeconds()) } satisfies TokensResponse);
    },
  )
  .get("/cached-data", documented({ tag: "Launches", summary: "Launchpad lists, cached for 20 s", response: cachedDataResponseSchema }), async (c) => {
    const { value, cached } = await readThrough(cacheStoreFor(c.env), CACHED_DATA_KEY, CACHED_DATA_TTL_SECONDS, () => cachedDataValue(c.env.DB, nowSeconds()));
    return c.json({ cached, value } satisfies CachedDataResponse);
  })
  .get(
    "/creator/:principal/tokens",
    documented({ tag: "Creators", summary: "A creator's launches", response: creatorTokensResponseSchema, errors: { 400: "Invalid principal" } }),
    validate("param", principalParams),
    validate("query", creatorTokensQuerySchema),
    async (c) => {
      const creator = c.req.valid("param").principal.toLowerCase();
      const { limit } = c.req.valid("query");
      return c.json({ data: await creatorTokens(c.env.DB, creator, limit, nowSeconds()) } satisfies CreatorTokensResponse);
    },
  );
