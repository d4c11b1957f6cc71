import { type Context, Hono } from "hono";
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
import { clientAddress, limitWritesPerIp } from "../abuse/rate-limits";
import { cacheStoreFor } from "../cache/cache-for-env";
import { cacheStatus } from "../cache/cache-status";
import { errorResponse, handleError } from "../http/errors";
import { loggableMessage, loggableRequest } from "../http/loggable-message";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

// Keys written through the public API live apart from the worker's own cache entries, so a
// client can never overwrite what the worker caches for itself, and in a namespace of the client's
// address, so one client can never change what another reads. A key cannot contain "/", an address
// neither: the two parts never run into each other.
const publicKey = (c: Context, key: string) => `public:${clientAddress(c)}/${key}`;

const keyParams = z.object({ key: cacheKeySchema });

// /api/cache/{key}: read and write JSON values with a TTL in the configured backend.
export const cache = new Hono<AppEnv>()
  .get(
    "/:key",
    documented({
      tag: "Cache",
      summary: "Read a cached JSON value",
      description: "Only what this client (its IP address) wrote: each client has a namespace of its own.",
      response: cacheEntrySchema,
      errors: { 400: "Invalid cache key", 404: "Cache key not found: prices" },
    }),
    validate("param", keyParams),
    async (c) => {
      const { key } = c.req.valid("param");
      const data = await cacheStoreFor(c.env).get(publicKey(c, key));
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
      description: "Into this client's namespace (its IP address): no other client reads it.",
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
      await cacheStoreFor(c.env).set(publicKey(c, key), data, ttl);
      return c.json({ key, ttl } satisfies CacheWriteResponse);
    },
  )
  .onError((err, c) => {
    if (err instanceof HTTPException) return handleError(err, c);
    // The backend (Redis over the network, or KV) failed: say so rather than a bare 500.
    console.error(`${loggableRequest(c.req.raw)}: the cache backend failed:`, loggableMessage(err));
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
