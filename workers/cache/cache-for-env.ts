import type { CacheStore } from "./cache-store";
import { kvCacheStore } from "./kv-cache-store";
import { redisCacheStore } from "./redis-cache-store";
import { redisConfig } from "./redis-client";

/** Upstash Redis when UPSTASH_REDIS_REST_URL and _TOKEN are both set, Workers KV otherwise. */
export function cacheStoreFor(env: Env): CacheStore {
  const redis = redisConfig(env);
  return redis ? redisCacheStore(redis) : kvCacheStore(env.CACHE);
}
