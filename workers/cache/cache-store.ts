import type { CacheBackend } from "../../shared/schemas/cache";

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
