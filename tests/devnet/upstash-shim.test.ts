import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpstashShim } from "../../devnet/upstash";
import { startLocalUpstash } from "./local-upstash";

let shim: UpstashShim;
let redis: Redis;

beforeAll(async () => {
  shim = await startLocalUpstash();
  // The real client with its defaults: base64 response encoding, read-your-writes sync tokens.
  redis = new Redis({ url: shim.url, token: shim.token, enableTelemetry: false });
});
afterAll(() => shim?.stop());

let keySeq = 0;
function freshKey(): string {
  keySeq += 1;
  return `shim-test:${keySeq}`;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(shim.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${shim.token}`, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("the @upstash/redis client against the shim", () => {
  it("sets and gets strings, and reads a missing key as null", async () => {
    const key = freshKey();
    expect(await redis.set(key, "hello")).toBe("OK");
    expect(await redis.get(key)).toBe("hello");
    expect(await redis.get(freshKey())).toBeNull();
  });

  it("round-trips unicode and values that look like protocol words", async () => {
    for (const value of ["héllo 🚀 世界", "OK", "PONG", "aGVsbG8=", "  spaced  "]) {
      const key = freshKey();
      await redis.set(key, value);
      expect(await redis.get(key)).toBe(value);
    }
  });

  it("stores JSON values and reads them back as values", async () => {
    const key = freshKey();
    const value = { name: "Rocket", holders: [1, 2, 3], nested: { ok: true, note: "ünï" } };
    await redis.set(key, value);
    expect(await redis.get(key)).toEqual(value);
  });

  it("carries values of several megabytes and pipelines of a thousand commands", async () => {
    const key = freshKey();
    const big = "ü".repeat(3 * 1024 * 1024);
    await redis.set(key, big);
    expect(await redis.get(key)).toBe(big);

    const pipeline = redis.pipeline();
    for (let i = 0; i < 1000; i++) pipeline.incr(`${key}:n`);
    const results = await pipeline.exec();
    expect(results.at(-1)).toBe(1000);
  });

  it("answers PING with PONG", async () => {
    expect(await redis.ping()).toBe("PONG");
  });

  it("expires keys: set with ex, expire, ttl, and px running out", async () => {
    const key = freshKey();
    await redis.set(key, "v", { ex: 100 });
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(95);
    expect(ttl).toBeLessThanOrEqual(100);
    expect(await redis.expire(key, 5)).toBe(1);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(5);
    expect(await redis.ttl(freshKey())).toBe(-2);

    const shortLived = freshKey();
    await redis.set(shortLived, "gone soon", { px: 50 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await redis.get(shortLived)).toBeNull();
  });

  it("counts exactly with incr under 100 parallel calls", async () => {
    const key = freshKey();
    await Promise.all(Array.from({ length: 100 }, () => redis.incr(key)));
    expect(await redis.get(key)).toBe(100);
    expect(await redis.incrby(key, 5)).toBe(105);
  });

  it("reads hashes", async () => {
    const key = freshKey();
    await redis.hset(key, { symbol: "RKT", supply: 1000 });
    expect(await redis.hgetall(key)).toEqual({ symbol: "RKT", supply: 1000 });
  });

  it("runs a pipeline and reports each command's own error", async () => {
    const key = freshKey();
    const counter = freshKey();
    const results = await redis.pipeline().set(key, "text").get(key).incr(counter).incr(key).exec({ keepErrors: true });
    expect(results.map((entry) => entry.result)).toEqual(["OK", "text", 1, undefined]);
    expect(results[3]?.error).toBe("ERR value is not an integer or out of range");
  });

  it("runs a transaction atomically with multi-exec", async () => {
    const key = freshKey();
    const results = await redis.multi().set(key, 1).incr(key).get(key).exec();
    expect(results).toEqual(["OK", 2, 2]);
  });

  it("raises Redis errors with their message", async () => {
    const key = freshKey();
    await redis.set(key, "not a list");
    await expect(redis.lpush(key, "x")).rejects.toThrow("WRONGTYPE Operation against a key holding the wrong kind of value");
  });

  it("works with plain (non-base64) responses too", async () => {
    const plain = new Redis({ url: shim.url, token: shim.token, responseEncoding: false, enableTelemetry: false });
    const key = freshKey();
    await plain.set(key, "héllo");
    expect(await plain.get(key)).toBe("héllo");
    expect(await redis.get(key)).toBe("héllo");
  });
});

describe("the REST protocol on the wire", () => {
  it("refuses a missing or wrong bearer token with 401", async () => {
    const noAuth = await fetch(shim.url, { method: "POST", body: JSON.stringify(["PING"]) });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toEqual({ error: "Unauthorized" });
    const wrong = await post("/", ["PING"], { authorization: `Bearer ${shim.token}x` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Unauthorized" });
  });

  it("answers Redis errors with 400 and the error text", async () => {
    const res = await post("/", ["NOSUCHCOMMAND", "x"]);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatch(/^ERR unknown command 'NOSUCHCOMMAND'/);
  });

  it("answers a body that is not a command with 400", async () => {
    expect((await post("/", "{not json")).status).toBe(400);
    const empty = await post("/", []);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatch(/^ERR /);
    expect((await post("/pipeline", [["PING"], "PING"])).status).toBe(400);
  });

  it("refuses commands that would change a shared connection's state", async () => {
    const res = await post("/", ["MULTI"]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "ERR command 'multi' is not supported over REST" });
  });

  it("encodes every string in base64 when asked, except OK; numbers and null pass through", async () => {
    const key = freshKey();
    const set = await post("/", ["SET", key, "héllo"], { "upstash-encoding": "base64" });
    expect(await set.json()).toEqual({ result: "OK" });
    const get = await post("/", ["GET", key], { "upstash-encoding": "base64" });
    expect(await get.json()).toEqual({ result: Buffer.from("héllo").toString("base64") });
    const plain = await post("/", ["GET", key]);
    expect(await plain.json()).toEqual({ result: "héllo" });
    const pipeline = await post("/pipeline", [["STRLEN", key], ["GET", freshKey()], ["PING"], ["MGET", key]], {
      "upstash-encoding": "base64",
    });
    expect(await pipeline.json()).toEqual([
      { result: 6 },
      { result: null },
      { result: Buffer.from("PONG").toString("base64") },
      { result: [Buffer.from("héllo").toString("base64")] },
    ]);
  });

  it("discards a transaction whose command is refused while queueing", async () => {
    const key = freshKey();
    const res = await post("/multi-exec", [["SET", key, "1"], ["NOSUCHCOMMAND"]]);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^ERR unknown command 'NOSUCHCOMMAND'/);
    expect(await redis.get(key)).toBeNull();
  });

  it("echoes the Upstash-Sync-Token header", async () => {
    const res = await post("/", ["PING"], { "upstash-sync-token": "sync-123" });
    expect(res.headers.get("upstash-sync-token")).toBe("sync-123");
  });

  it("answers unknown paths with 404", async () => {
    const res = await post("/get/foo", ["PING"]);
    expect(res.status).toBe(404);
  });
});
