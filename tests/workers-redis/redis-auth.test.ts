import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callWorker } from "../workers/call-worker";

// Runs only under the workers-redis project (vitest.config.ts), where the worker talks to the devnet's
// Upstash REST server in front of a real redis-server.
describe("cache on redis with a refused token", () => {
  it("is configured with the shim's URL", () => {
    expect(env.UPSTASH_REDIS_REST_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("reports Redis as disconnected and answers cache reads with 503", async () => {
    const refused = { UPSTASH_REDIS_REST_TOKEN: "not-the-token" };
    const status = await callWorker(new Request("http://app/api/cache-status"), refused);
    expect(await status.json()).toEqual({ backend: "redis", healthy: false, redis: { status: "disconnected" } });
    const entry = await callWorker(new Request("http://app/api/cache/any-key"), refused);
    expect(entry.status).toBe(503);
  });
});
