import type { CacheStore } from "./cache-store";

/**
 * The cached value at `key`, or `compute()`'s, which is then cached for `ttlSeconds`. A cache that
 * fails is bypassed (and logged): reads must not depend on it.
 */
export async function readThrough<T>(store: CacheStore, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<{ value: T; cached: boolean }> {
  const hit = await store.get(key).catch((error: Error) => {
    console.warn(`cache read of ${key} failed:`, error.message);
    return undefined;
  });
  if (hit !== undefined) return { value: hit as T, cached: true };
  const value = await compute();
  await store.set(key, value, ttlSeconds).catch((error: Error) => console.warn(`cache write of ${key} failed:`, error.message));
  return { value, cached: false };
}
