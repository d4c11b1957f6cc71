import { Redis } from "@upstash/redis/cloudflare";

export type RedisConfig = { url: string; token: string };

// A request waits at most this long for Redis; a dead backend must not hang the API.
const REDIS_TIMEOUT_MS = 2000;

export function redisConfig(env: Env): RedisConfig | undefined {
  const url = env.UPSTASH_REDIS_REST_URL;
  const token = env.UPSTASH_REDIS_REST_TOKEN;
  return url && token ? { url, token } : undefined;
}

/** The real @upstash/redis client; values are JSON text we encode ourselves, so no automatic (de)serialisation. */
export function redisClient(config: RedisConfig, options: { retries: number }): Redis {
  return new Redis({
    url: config.url,
    token: config.token,
    automaticDeserialization: false,
    enableTelemetry: false,
    retry: options.retries === 0 ? false : { retries: options.retries, backoff: (attempt) => 50 * 2 ** attempt },
    signal: () => AbortSignal.timeout(REDIS_TIMEOUT_MS),
  });
}
