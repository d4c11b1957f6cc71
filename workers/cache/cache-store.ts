import type { CacheBackend } from "../../shared/schemas/cache";
import type { Env } from "../env";
import { kvCacheStore } from "./kv-cache-store";
import { redisCacheStore } from "./redis-cache-store";
import { redisConfig } from "./redis-client";

/**
 * One cache interface over two backends. Values are any JSON value (null included); a miss or an
 * expired entry reads as undefined. Callers namespace their keys ("public:…", "creators:…").
 */
export type CacheStore = {
  backend: CacheBackend;
  get: (key: string) => Promise<unknown>;
  set: (key: string, data: unknown, ttlSeconds: number) => Promise<void>;
  delete: (key: string) => Promise<void>;
};

/** Upstash Redis when UPSTASH_REDIS_REST_URL and _TOKEN are both set, Workers KV otherwise. */
export function cacheStoreFor(env: Env): CacheStore {
  const redis = redisConfig(env);
  return redis ? redisCacheStore(redis) : kvCacheStore(env.CACHE);
}
