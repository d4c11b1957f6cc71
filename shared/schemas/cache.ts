import { z } from "./zod";

export const CACHE_DEFAULT_TTL_SECONDS = 3600;

// GET/POST /api/cache/{key} and GET /api/cache-status.

export const CACHE_KEY_MAX_LENGTH = 256;
export const CACHE_TTL_MAX_SECONDS = 7 * 24 * 60 * 60;

const KEY_CHARACTERS = "Cache key may contain only letters, digits and the characters : _ - . and cannot start with a dot";

export const cacheKeySchema = z
  .string()
  .min(1, "Cache key is required")
  .max(CACHE_KEY_MAX_LENGTH, `Cache key cannot exceed ${CACHE_KEY_MAX_LENGTH} characters`)
  // Not starting with a dot: "." and ".." are path steps a URL resolves away, never a key.
  .regex(/^[A-Za-z0-9:_-][A-Za-z0-9:_.-]*$/, KEY_CHARACTERS)
  .meta({ example: "prices:hype-usd" });

export const cacheTtlSchema = z
  .number()
  .int("TTL must be a whole number of seconds")
  .positive("TTL must be a positive number of seconds")
  .max(CACHE_TTL_MAX_SECONDS, `TTL cannot exceed ${CACHE_TTL_MAX_SECONDS} seconds (7 days)`);

/** Any JSON value may be cached, null included; only a missing `data` is refused. */
export const cacheWriteRequestSchema = z.object({
  data: z.unknown().refine((data) => data !== undefined, "Data is required"),
  ttl: cacheTtlSchema.default(CACHE_DEFAULT_TTL_SECONDS),
});
export type CacheWriteRequest = z.input<typeof cacheWriteRequestSchema>;

export const cacheWriteResponseSchema = z.object({ key: cacheKeySchema, ttl: cacheTtlSchema });
export type CacheWriteResponse = z.infer<typeof cacheWriteResponseSchema>;

export const cacheEntrySchema = z.object({ data: z.unknown() });
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

export const cacheBackendSchema = z.enum(["kv", "redis"]);
export type CacheBackend = z.infer<typeof cacheBackendSchema>;

export const redisStatusSchema = z.object({
  status: z.enum(["connected", "disconnected", "not configured"]),
  /** Round trip of a PING, when connected. */
  latencyMs: z.number().min(0).optional(),
});
export type RedisStatus = z.infer<typeof redisStatusSchema>;

/** `healthy` says whether the backend in use answers: KV always, Redis when its PING does. */
export const cacheStatusSchema = z.object({
  backend: cacheBackendSchema,
  healthy: z.boolean(),
  redis: redisStatusSchema,
});
export type CacheStatus = z.infer<typeof cacheStatusSchema>;
