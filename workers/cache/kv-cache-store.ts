import type { CacheStore } from "./cache-store";

// KV refuses an expirationTtl under 60 s, so entries carry their own expiry in metadata and
// a read past it is a miss; KV itself drops the entry at most a minute later.
const KV_MIN_TTL_SECONDS = 60;

type EntryMetadata = { expiresAt: number };

export function kvCacheStore(kv: KVNamespace): CacheStore {
  return {
    backend: "kv",
    async get(key) {
      const { value, metadata } = await kv.getWithMetadata<EntryMetadata>(key, "text");
      if (value === null || (metadata !== null && metadata.expiresAt <= Date.now())) return undefined;
      return JSON.parse(value);
    },
    async set(key, data, ttlSeconds) {
      await kv.put(key, JSON.stringify(data), {
        expirationTtl: Math.max(ttlSeconds, KV_MIN_TTL_SECONDS),
        metadata: { expiresAt: Date.now() + ttlSeconds * 1000 } satisfies EntryMetadata,
      });
    },
    delete: (key) => kv.delete(key),
  };
}
