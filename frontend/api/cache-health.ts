import { cacheStatusSchema } from "../../shared/schemas/cache";
import { apiGet } from "./api-client";

/** Spec 7: when the cache's Redis is disconnected, say in the console that loading may take longer. */
export async function warnWhenCacheDisconnected(): Promise<void> {
  const result = await apiGet("/api/cache-status", cacheStatusSchema).catch(() => null);
  if (result?.ok && result.data.redis.status === "disconnected") {
    console.warn("The cache is disconnected: loading may take longer than usual.");
  }
}
