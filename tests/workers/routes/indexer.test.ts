import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FIRST_RANGE_BLOCKS } from "../../../workers/ingest/range-size";

const PAIR = "0x1234567890abcdef1234567890abcdef12345678";

async function call(path: string, init?: RequestInit) {
  const res = await SELF.fetch(`http://app${path}`, init);
  return { status: res.status, body: await res.json<Record<string, unknown>>() };
}

describe("indexer read API: validation and unknown pairs", () => {
  it.each([
    ["/api/v1/indexer/chart/0x123", "Invalid pair address format"],
    [
      `/api/v1/indexer/chart/${PAIR}?timeframe=2m`,
      "Invalid enum value. Expected '1s' | '15s' | '1m' | '5m' | '15m' | '1h' | '4h' | '1d' | '1w', received '2m'",
    ],
    [`/api/v1/indexer/chart/${PAIR}?candleType=eur`, "Invalid enum value. Expected '10' | '01' | 'usd' | 'mcap', received 'eur'"],
    [`/api/v1/indexer/chart/${PAIR}?limit=0`, "Number must be greater than or equal to 1"],
    [`/api/v1/indexer/chart/${PAIR}?fromTimestamp=-5`, "Number must be greater than 0"],
    [`/api/v1/indexer/activity/${PAIR}?limit=100001`, "Number must be less than or equal to 100000"],
    [`/api/v1/indexer/activity/${PAIR}?isBuy=yes`, "Invalid enum value. Expected 'true' | 'false', received 'yes'"],
    [`/api/v1/indexer/activity/${PAIR}?eventTypes=la,xx`, "Invalid enum value. Expected 'la' | 'lr' | 'pc' | 't' | 'tb' | 'tc', received 'xx'"],
    [`/api/v1/indexer/activity/${PAIR}/trader/0xnope`, "Invalid trader address format"],
    ["/api/v1/indexer/info/nope", "Invalid pair address format"],
    ["/api/v1/indexer/search?q=", "Search term is required and cannot be empty"],
    ["/api/v1/indexer/search", "Search term is required and cannot be empty"],
    [`/api/v1/indexer/search?q=${"x".repeat(101)}`, "Search term cannot exceed 100 characters"],
    [`/ws/pairs/0x12`, "Invalid pair address format"],
  ])("GET %s answers 400 with the spec's message", async (path, message) => {
    const { status, body } = await call(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Bad Request", message });
  });

  it.each(["chart", "activity", "info"])("GET /%s of a pair the chain never had answers 404", async (route) => {
    const { status, body } = await call(`/api/v1/indexer/${route}/${PAIR}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Not Found", message: `Pair ${PAIR} not found` });
  });

  it("answers search and pulse with empty lists, never 404", async () => {
    expect(await call("/api/v1/indexer/search?q=nothing")).toEqual({ status: 200, body: { pairs: [], count: 0, searchTerm: "nothing" } });
    expect(await call("/api/v1/indexer/pulse")).toEqual({ status: 200, body: { tokens: [], count: 0 } });
  });

  it("searches a term holding control characters as words apart (a NUL failed the full-text query with a 500)", async () => {
    expect(await call("/api/v1/indexer/search?q=%00")).toEqual({ status: 200, body: { pairs: [], count: 0, searchTerm: "\u0000" } });
    expect(await call("/api/v1/indexer/search?q=pu%00rr%01")).toEqual({ status: 200, body: { pairs: [], count: 0, searchTerm: "pu\u0000rr\u0001" } });
  });

  it("refuses a plain GET of the pair feed and a feed of an unknown pair", async () => {
    expect((await call(`/ws/pairs/${PAIR}`)).body).toMatchObject({ error: "Bad Request", message: "Expected a WebSocket upgrade (Upgrade: websocket)" });
    expect((await call(`/ws/pairs/${PAIR}`, { headers: { Upgrade: "websocket" } })).status).toBe(404);
  });

  it("reports an unconfigured indexer (a devnet without its manifest) without starting it", async () => {
    const { status, body } = await call("/api/v1/indexer/status");
    expect(status).toBe(200);
    expect(body).toEqual({
      chain: "devnet",
      configured: false,
      head: null,
      cursor: null,
      lag: null,
      rangeBlocks: FIRST_RANGE_BLOCKS,
      lastError: null,
      lastStepAt: null,
      tokensMissingFacts: 0,
      nftFactsPending: 0,
      followingHeads: false,
    });
  });
});
