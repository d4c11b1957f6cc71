import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cacheStoreFor } from "../../workers/cache/cache-for-env";
import { callWorker } from "./call-worker";

// The same cases run against both backends: KV in the workers project, Upstash Redis
// (the real client against the devnet's REST server and a real redis-server) under
// the workers-redis project (vitest.config.ts).
const backend = env.UPSTASH_REDIS_REST_URL ? "redis" : "kv";
const base = "http://app/api/cache";

let keySeq = 0;
function freshKey(): string {
  keySeq += 1;
  return `test:${backend}:${keySeq}`;
}

/** Clients are told apart by their address (CF-Connecting-IP, which Cloudflare sets). */
const CLIENT = "203.0.113.10";
const OTHER_CLIENT = "203.0.113.11";

function write(key: string, body: unknown, client = CLIENT) {
  return SELF.fetch(`${base}/${key}`, {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function read(key: string, client = CLIENT) {
  return SELF.fetch(`${base}/${key}`, { headers: { "CF-Connecting-IP": client } });
}

describe(`cache on ${backend}`, () => {
  it("stores any JSON value and answers it as {data}", async () => {
    const values = [{ tokens: [{ symbol: "RKT", price: 0.0012 }], total: 1, nested: { ok: true } }, ["a", 1, null], "héllo 🚀 世界", 42.5, false, null];
    for (const data of values) {
      const key = freshKey();
      const res = await write(key, { data, ttl: 120 });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ key, ttl: 120 });
      const got = await read(key);
      expect(got.status).toBe(200);
      expect(await got.json()).toEqual({ data });
    }
  });

  it("uses a ttl of 3600 seconds when none is given", async () => {
    const key = freshKey();
    const res = await write(key, { data: { a: 1 } });
    expect(await res.json()).toEqual({ key, ttl: 3600 });
  });

  it("replaces an entry written again", async () => {
    const key = freshKey();
    await write(key, { data: "first" });
    await write(key, { data: "second" });
    expect(await (await read(key)).json()).toEqual({ data: "second" });
  });

  it("answers a key never written with 404", async () => {
    const key = freshKey();
    const res = await read(key);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not Found", message: `Cache key not found: ${key}` });
  });

  it("forgets an entry once its ttl has passed, even below KV's 60 s minimum", async () => {
    const key = freshKey();
    await write(key, { data: "short-lived", ttl: 1 });
    expect((await read(key)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await read(key)).status).toBe(404);
  });

  it("keeps each client's entries its own: another client neither reads nor overwrites them", async () => {
    const key = freshKey();
    await write(key, { data: "mine" });
    expect((await read(key, OTHER_CLIENT)).status).toBe(404);
    expect((await write(key, { data: "theirs" }, OTHER_CLIENT)).status).toBe(200);
    expect(await (await read(key)).json()).toEqual({ data: "mine" });
    expect(await (await read(key, OTHER_CLIENT)).json()).toEqual({ data: "theirs" });
  });

  it("keeps the worker's own entries out of reach of the public API", async () => {
    const key = freshKey();
    await cacheStoreFor(env).set(key, { secret: true }, 60);
    expect((await read(key)).status).toBe(404);
    await write(key, { data: "public" });
    expect(await cacheStoreFor(env).get(key)).toEqual({ secret: true });
  });
});

describe(`cache validation on ${backend}`, () => {
  const cases: [string, string, unknown, string][] = [
    ["a key over 256 characters", "k".repeat(257), { data: 1 }, "Cache key cannot exceed 256 characters"],
    ["a key with a space", "two%20words", { data: 1 }, "Cache key may contain only letters, digits and the characters : _ - . and cannot start with a dot"],
    ["a key starting with a dot", ".prices", { data: 1 }, "Cache key may contain only letters, digits and the characters : _ - . and cannot start with a dot"],
    ["a missing data field", "ok-key", { ttl: 60 }, "Data is required"],
    ["a ttl of 0", "ok-key", { data: 1, ttl: 0 }, "TTL must be a positive number of seconds"],
    ["a fractional ttl", "ok-key", { data: 1, ttl: 1.5 }, "TTL must be a whole number of seconds"],
    ["a ttl over 7 days", "ok-key", { data: 1, ttl: 604801 }, "TTL cannot exceed 604800 seconds (7 days)"],
    ["a ttl as text", "ok-key", { data: 1, ttl: "60" }, "Expected number, received string"],
  ];
  for (const [what, key, body, message] of cases) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      const res = await write(key, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Bad Request", message });
      if (key === "ok-key") expect((await read(key)).status).toBe(404);
    });
  }

  it("refuses a key with other characters on reads too", async () => {
    const res = await read("caf%C3%A9");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: "Cache key may contain only letters, digits and the characters : _ - . and cannot start with a dot",
    });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await write(freshKey(), "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Bad Request" });
  });
});

describe(`cache status on ${backend}`, () => {
  it("reports the backend in use and Redis's health", async () => {
    const res = await SELF.fetch("http://app/api/cache-status");
    expect(res.status).toBe(200);
    const body = await res.json<{ redis: { latencyMs?: number } }>();
    if (backend === "kv") {
      expect(body).toEqual({ backend: "kv", healthy: true, redis: { status: "not configured" } });
    } else {
      expect(body).toEqual({
        backend: "redis",
        healthy: true,
        redis: { status: "connected", latencyMs: expect.any(Number) },
      });
      expect(body.redis.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it("reports Redis as disconnected when it cannot be reached, and the cache answers 503", async () => {
    const unreachable = { UPSTASH_REDIS_REST_URL: "http://127.0.0.1:9", UPSTASH_REDIS_REST_TOKEN: "token" };
    const status = await callWorker(new Request("http://app/api/cache-status"), unreachable);
    expect(await status.json()).toEqual({ backend: "redis", healthy: false, redis: { status: "disconnected" } });
    const entry = await callWorker(new Request(`${base}/${freshKey()}`), unreachable);
    expect(entry.status).toBe(503);
    expect(await entry.json()).toEqual({
      error: "Service Unavailable",
      message: "The cache is unavailable right now. Please try again shortly.",
    });
  });
});
