import type { CacheStore } from "./cache-store";
import { type RedisConfig, redisClient } from "./redis-client";

export function redisCacheStore(config: RedisConfig): CacheStore {
  const redis = redisClient(config, { retries: 2 });
  return {
    backend: "redis",
    async get(key) {
      const text = await redis.get<string>(key);
      return text === null ? undefined : JSON.parse(text);
    },
    async set(key, data, ttlSeconds) {
      await redis.set(key, JSON.stringify(data), { ex: ttlSeconds });
    },
    async delete(key) {
      await redis.del(key);
    },
  };
}
