import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import {
  type CacheWriteResponse,
  cacheEntrySchema,
  cacheKeySchema,
  cacheStatusSchema,
  cacheWriteRequestSchema,
  cacheWriteResponseSchema,
} from "../../shared/schemas/cache";
import { CACHE_BODY_MAX_BYTES, limitBody } from "../abuse/body-limit";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { cacheStoreFor } from "../cache/cache-for-env";
import { cacheStatus } from "../cache/cache-status";
import { errorResponse, handleError } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

// Keys written through the public API live apart from the worker's own cache entries, so a
// client can never overwrite what the worker caches for itself.
const PUBLIC_PREFIX = "public:";

const keyParams = z.object({ key: cacheKeySchema });

// /api/cache/{key}: read and write JSON values with a TTL in the configured backend.
export const cache = new Hono<AppEnv>()
  .get(
    "/:key",
    documented({
      tag: "Cache",
      summary: "Read a cached JSON value",
      response: cacheEntrySchema,
      errors: { 400: "Invalid cache key", 404: "Cache key not found: prices" },
    }),
    validate("param", keyParams),
    async (c) => {
      const { key } = c.req.valid("param");
      const data = await cacheStoreFor(c.env).get(PUBLIC_PREFIX + key);
      c.header("Cache-Control", "no-store");
      if (data === undefined) return errorResponse(c, 404, `Cache key not found: ${key}`);
      return c.json({ data });
    },
  )
  .post(
    "/:key",
    documented({
      tag: "Cache",
      summary: "Write a JSON value with a TTL",
      response: cacheWriteResponseSchema,
      errors: { 400: "Invalid cache key", 413: "Request body too large", 429: "Too many requests. Please slow down." },
    }),
    limitBody(CACHE_BODY_MAX_BYTES),
    limitWritesPerIp(),
    validate("param", keyParams),
    validate("json", cacheWriteRequestSchema),
    async (c) => {
      const { key } = c.req.valid("param");
      const { data, ttl } = c.req.valid("json");
      await cacheStoreFor(c.env).set(PUBLIC_PREFIX + key, data, ttl);
      return c.json({ key, ttl } satisfies CacheWriteResponse);
    },
  )
  .onError((err, c) => {
    if (err instanceof HTTPException) return handleError(err, c);
    // The backend (Redis over the network, or KV) failed: say so rather than a bare 500.
    console.error(`${c.req.method} ${new URL(c.req.url).pathname}: the cache backend failed:`, err.message);
    return errorResponse(c, 503, "The cache is unavailable right now. Please try again shortly.");
  });

// /api/cache-status: the backend in use and Redis's health, measured with a real PING.
export const cacheStatusRoute = new Hono<AppEnv>().get(
  "/",
  documented({ tag: "Cache", summary: "The cache backend and Redis health", response: cacheStatusSchema }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await cacheStatus(c.env));
  },
);
