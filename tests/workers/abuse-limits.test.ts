import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callWorker } from "./call-worker";
import { knownToken } from "./known-token";
import { issuedSession } from "./reaction-session";

// Each test writes from an IP address of its own (CF-Connecting-IP), so limits never leak
// between tests or into other files, whose requests share the local fallback bucket.
let ipSeq = 0;
function freshIp(): string {
  ipSeq += 1;
  return `198.51.100.${ipSeq}`;
}

function writeRequest(method: string, path: string, ip: string, body: unknown) {
  return new Request(`http://app${path}`, {
    method,
    headers: { "content-type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

function send(method: string, path: string, ip: string, body: unknown) {
  return SELF.fetch(writeRequest(method, path, ip, body));
}

async function counts(token: string) {
  return (await SELF.fetch(`http://app/api/v1/token-reactions/${token}`)).json();
}

/** A 429 in the error convention whose message and Retry-After header agree. */
async function expectTooManyRequests(res: Response, who: string, limit: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const plural = retryAfter === 1 ? "" : "s";
  expect(await res.json()).toEqual({
    error: "Too Many Requests",
    message: `Too many writes from ${who}: at most ${limit} every 60 seconds. Retry after ${retryAfter} second${plural}.`,
  });
}

describe("rate limits on writes", () => {
  it("allow a session 30 reaction writes a minute, then answer 429 and write nothing", async () => {
    const ip = freshIp();
    const token = await knownToken(`0x${"ab".repeat(20)}`);
    const path = `/api/v1/token-reactions/${token}`;
    const [eager, calm] = await Promise.all([issuedSession(), issuedSession()]);
    for (let i = 0; i < 15; i++) {
      expect((await send("POST", `${path}/rocket`, ip, { sessionId: eager })).status).toBe(200);
      expect((await send("DELETE", `${path}/rocket`, ip, { sessionId: eager })).status).toBe(200);
    }
    await expectTooManyRequests(await send("POST", `${path}/fire`, ip, { sessionId: eager }), "this session", 30);
    expect(await counts(token)).toEqual({ rocket: 0, fire: 0, poop: 0, flag: 0 });

    // Another session on the same address is not held back.
    expect((await send("POST", `${path}/fire`, ip, { sessionId: calm })).status).toBe(200);
    expect(await counts(token)).toEqual({ rocket: 0, fire: 1, poop: 0, flag: 0 });
  });

  it("count a session's parallel writes exactly: 30 of 40 pass", async () => {
    const ip = freshIp();
    const token = await knownToken(`0x${"12".repeat(20)}`);
    const burst = await issuedSession();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const method = i % 2 === 0 ? "POST" : "DELETE";
        return (await send(method, `/api/v1/token-reactions/${token}/poop`, ip, { sessionId: burst })).status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("allow an IP address exactly 1200 of 1210 parallel writes, then answer 429 and write nothing", async () => {
    const ip = freshIp();
    const keys = Array.from({ length: 1210 }, (_, i) => `ip-limit:${i}`);
    const statuses = await Promise.all(keys.map(async (key) => (await callWorker(writeRequest("POST", `/api/cache/${key}`, ip, { data: key }))).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1200);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);

    const refused = keys.filter((_, i) => statuses[i] === 429);
    for (const key of refused) {
      expect((await callWorker(new Request(`http://app/api/cache/${key}`, { headers: { "CF-Connecting-IP": ip } }))).status).toBe(404);
    }
    const token = await knownToken(`0x${"cd".repeat(20)}`);
    await expectTooManyRequests(
      await send("POST", `/api/v1/token-reactions/${token}/rocket`, ip, { sessionId: await issuedSession() }),
      "this IP address",
      1200,
    );
    expect(await counts(token)).toMatchObject({ rocket: 0 });
  });
});

describe("request size bounds", () => {
  it("refuse a cache write over 512 KiB with 413 and write nothing", async () => {
    const key = "too-big";
    const res = await send("POST", `/api/cache/${key}`, freshIp(), { data: "x".repeat(512 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Payload Too Large", message: "Request body cannot exceed 512 KiB" });
    expect((await SELF.fetch(`http://app/api/cache/${key}`)).status).toBe(404);
  });

  it("accept a cache write just under 512 KiB", async () => {
    const data = "x".repeat(512 * 1024 - 100);
    const ip = freshIp();
    const res = await send("POST", "/api/cache/large-but-fine", ip, { data });
    expect(res.status).toBe(200);
    expect(await (await SELF.fetch("http://app/api/cache/large-but-fine", { headers: { "CF-Connecting-IP": ip } })).json()).toEqual({ data });
  });

  it("refuse a product API body over 64 KiB with 413 and write nothing", async () => {
    const token = await knownToken(`0x${"ef".repeat(20)}`);
    const res = await send("POST", `/api/v1/token-reactions/${token}/flag`, freshIp(), {
      sessionId: "s".repeat(64 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Payload Too Large", message: "Request body cannot exceed 64 KiB" });
    expect(await counts(token)).toMatchObject({ flag: 0 });
  });
});
