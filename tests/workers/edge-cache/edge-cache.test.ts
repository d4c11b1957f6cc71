import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signInSessionsSchema } from "../../../shared/schemas/account";
import { type SyntheticPair, seedStatements, syntheticPairs } from "../../bench/workerd/synthetic-chain";
import { bearer, signInBindings, signInWithGoogle } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";

// The edge cache as a reader meets it: a public read is answered from the location's cache within its
// route's freshness (D1 rewritten underneath, the answer does not move) and from D1 after it; a signed-in
// user's own routes and any signed-in request are answered from D1 every time.

/** The worker tests run with the edge cache off (they rewrite D1 between reads); these turn it on. */
const CACHE_ON = { EDGE_CACHE: undefined };

const get = (path: string, headers: Record<string, string> = {}, bindings: Record<string, unknown> = CACHE_ON) =>
  callWorker(new Request(`http://lqscan.test${path}`, { headers }), { ...bindings, ...CACHE_ON });

async function seeded(offset: number): Promise<SyntheticPair> {
  const [pair] = syntheticPairs(1, offset);
  await env.DB.batch(seedStatements(env.DB, [pair!]));
  return pair!;
}

const rename = (pair: SyntheticPair, name: string) => env.DB.prepare("UPDATE tokens SET name = ?1 WHERE address = ?2").bind(name, pair.token).run();

/** The pair's info as read now: its x-cache and its token's name. */
async function info(pair: SyntheticPair, headers: Record<string, string> = {}) {
  const response = await get(`/api/v1/indexer/info/${pair.address}`, headers);
  expect(response.status).toBe(200);
  const body = await response.text();
  return { cache: response.headers.get("x-cache"), cacheControl: response.headers.get("cache-control"), renamed: body.includes("Renamed Token") };
}

describe("a public read", () => {
  it("is answered from the cache within its freshness, without reading D1, and from D1 after it", async () => {
    const pair = await seeded(7_001);
    expect(await info(pair)).toEqual({ cache: "miss", cacheControl: "public, max-age=2, stale-while-revalidate=10", renamed: false });
    await rename(pair, "Renamed Token");
    expect(await info(pair)).toEqual({ cache: "hit", cacheControl: "public, max-age=2, stale-while-revalidate=10", renamed: false });
    // The info route's freshness is 2 s: read until the window has passed.
    let after = await info(pair);
    while (after.cache === "hit") after = await info(pair);
    expect(after).toEqual({ cache: "miss", cacheControl: "public, max-age=2, stale-while-revalidate=10", renamed: true });
  });

  it("is read from D1 once for many readers arriving together", async () => {
    const pair = await seeded(7_002);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`/api/v1/indexer/info/${pair.address}`)));
    const caches = answers.map((response) => response.headers.get("x-cache"));
    expect(caches.filter((cache) => cache === "miss")).toHaveLength(1);
    expect(caches.filter((cache) => cache === "hit")).toHaveLength(19);
    const bodies = new Set(await Promise.all(answers.map((response) => response.text())));
    expect(bodies.size).toBe(1);
  });

  it("keeps a pair's page with its preview tags for 5 s: a crowd opening a shared link reads the pair once", async () => {
    const pair = await seeded(7_010);
    const page = async () => {
      const response = await get(`/chart/${pair.address}`);
      const html = await response.text();
      return { cache: response.headers.get("x-cache"), renamed: html.includes("Renamed Page") };
    };
    expect(await page()).toEqual({ cache: "miss", renamed: false });
    await rename(pair, "Renamed Page");
    expect(await page()).toEqual({ cache: "hit", renamed: false });
    let after = await page();
    while (after.cache === "hit") after = await page();
    expect(after).toEqual({ cache: "miss", renamed: true });
  });

  it("shares one entry whatever the order of its query's parameters", async () => {
    const pair = await seeded(7_003);
    const first = await get(`/api/v1/indexer/chart/${pair.address}?timeframe=1m&limit=5`);
    const second = await get(`/api/v1/indexer/chart/${pair.address}?limit=5&timeframe=1m`);
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["miss", "hit"]);
  });

  it("keeps a chart page of settled candles for five minutes and the live tail for a second", async () => {
    const pair = await seeded(7_004);
    const settled = await get(`/api/v1/indexer/chart/${pair.address}?timeframe=1m&toTimestamp=1700000000`);
    const live = await get(`/api/v1/indexer/chart/${pair.address}?timeframe=1m`);
    expect(settled.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=1500");
    expect(live.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=5");
  });

  it("answers a matching If-None-Match from the cache with a 304", async () => {
    const pair = await seeded(7_005);
    const first = await get(`/api/v1/indexer/info/${pair.address}`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await get(`/api/v1/indexer/info/${pair.address}`, { "If-None-Match": etag! });
    expect([again.status, again.headers.get("x-cache")]).toEqual([304, "hit"]);
  });
});

describe("a reader's own requests", () => {
  it("never get the cached signed-out answer: a signed-in, cookie or bookmark request reads D1 and is kept private", async () => {
    const pair = await seeded(7_006);
    const signedIn = await signInWithGoogle(`edge-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect((await info(pair)).cache).toBe("miss");
    await rename(pair, "Renamed Token");
    expect((await info(pair)).renamed).toBe(false);
    const privately: Record<string, string>[] = [
      bearer(signedIn.tokens.accessToken),
      { Cookie: "lqscan_refresh=whatever" },
      { "x-d1-bookmark": "00000001-00000002" },
    ];
    for (const headers of privately) {
      expect(await info(pair, headers)).toEqual({ cache: "bypass", cacheControl: "private, no-cache", renamed: true });
    }
    // The private answers were not stored: a signed-out reader still gets the window's cached answer.
    expect(await info(pair)).toMatchObject({ cache: "hit", renamed: false });
  });

  it("a signed-in user's own route is never cached, even asked identically, and never answers another user", async () => {
    const email = `edge-sessions-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const laptop = await signInWithGoogle(email);
    const other = await signInWithGoogle(`edge-other-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const sessions = async (accessToken: string) => {
      const response = await get("/api/v1/auth/sessions", bearer(accessToken), signInBindings);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
      return signInSessionsSchema.parse(await response.json()).sessions;
    };
    expect(await sessions(laptop.tokens.accessToken)).toHaveLength(1);
    await signInWithGoogle(email);
    expect(await sessions(laptop.tokens.accessToken)).toHaveLength(2);
    expect(await sessions(other.tokens.accessToken)).toHaveLength(1);
  });
});
