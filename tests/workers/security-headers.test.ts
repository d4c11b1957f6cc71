import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { knownToken } from "./known-token";

const get = (path: string, init?: RequestInit) => SELF.fetch(`http://app${path}`, init);

describe("security headers", () => {
  it.each(["/api/v1/indexer/pairs", "/api/v1/indexer/chart/0x0000000000000000000000000000000000000001", "/api/v1/nope", "/api/v1/leaderboard"])(
    "%s: no sniffing, origin-only referrers, a policy that loads nothing, open to any site's reads",
    async (path) => {
      const response = await get(path, { headers: { Origin: "https://example.org" } });
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    },
  );

  it("refuses other sites' writes: a preflight allows only reads, a write answers with no CORS header", async () => {
    const token = await knownToken("0x00000000000000000000000000000000000c0525");
    const preflight = await get(`/api/v1/token-reactions/${token}/rocket`, {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET,HEAD");
    const write = await get(`/api/v1/token-reactions/${token}/rocket`, {
      method: "POST",
      headers: { Origin: "https://example.org", "Content-Type": "application/json" },
      body: JSON.stringify({ sessionId: "cors-test" }),
    });
    expect(write.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("lets the API reference run its own scripts, and any site frame the chart iframe", async () => {
    const docs = await get("/api/docs");
    expect(docs.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const nonce = (await docs.text()).match(/<script nonce="([^"]+)">/)?.[1];
    expect(docs.headers.get("Content-Security-Policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const iframe = await get("/iframe/0x0000000000000000000000000000000000000001");
    expect(iframe.headers.get("Content-Security-Policy")).toBe("frame-ancestors *");
    expect(iframe.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
