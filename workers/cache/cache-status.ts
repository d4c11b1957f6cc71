import type { CacheStatus } from "../../shared/schemas/cache";
import { loggableMessage } from "../http/loggable-message";
import { redisClient, redisConfig } from "./redis-client";

/** Which backend serves the cache, and whether Redis answers a real PING (with its round trip). */
export async function cacheStatus(env: Env): Promise<CacheStatus> {
  const config = redisConfig(env);
  if (!config) return { backend: "kv", healthy: true, redis: { status: "not configured" } };
  const started = Date.now();
  try {
    const reply = await redisClient(config, { retries: 0 }).ping();
    if (reply !== "PONG") throw new Error(`PING answered ${JSON.stringify(reply)}`);
    return { backend: "redis", healthy: true, redis: { status: "connected", latencyMs: Date.now() - started } };
  } catch (error) {
    console.warn("cache status: Redis did not answer PING:", loggableMessage(error));
    return { backend: "redis", healthy: false, redis: { status: "disconnected" } };
  }
}
