import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";

// A shared /chart/{pair} link previews as the chart it opens: its page carries the pair's Open Graph tags, and
// their image is a 1200 × 630 PNG drawn by the worker.

const [pair] = syntheticPairs(1, 4100);
// Whoever launches a token names it: the name below must reach the page as text, never as markup.
const HOSTILE_NAME = `Evil "><script>alert(1)</script> & Co`;
const NOW = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  await env.DB.batch(seedStatements(env.DB, [pair!]));
  await env.DB.prepare("UPDATE tokens SET name = ?1 WHERE address = ?2").bind(HOSTILE_NAME, pair!.token).run();
  await applyRange(benchDeps(), syntheticRange([pair!], 1, 120, 1, NOW - 3600), { tracked: [], cursor: null, now: new Date(), live: false });
}, 60_000);

/** The width and height a PNG's IHDR chunk declares, after the 8-byte signature and the chunk's length and type. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe("share card of a pair", () => {
  it("is a 1200 × 630 PNG, cached at the edge for a minute", async () => {
    const res = await SELF.fetch(`https://lqscan.test/api/v1/indexer/share-image/${pair!.address}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("max-age=60");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 for a pair the chain never had and 400 for a malformed address", async () => {
    const unknown = "0x00000000000000000000000000000000000000ff";
    const missing = await SELF.fetch(`https://lqscan.test/api/v1/indexer/share-image/${unknown}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Not Found", message: `Pair ${unknown} not found` });
    const malformed = await SELF.fetch("https://lqscan.test/api/v1/indexer/share-image/0x12");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: "Invalid pair address format" });
  });
});

describe("the pair page's preview tags", () => {
  it("name the pair, its price and its card, with the token's name escaped", async () => {
    const res = await SELF.fetch(`https://lqscan.test/chart/${pair!.address}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('id="root"');
    const info = (await (await SELF.fetch(`https://lqscan.test/api/v1/indexer/info/${pair!.address}`)).json()) as {
      pair: { latestPriceUsd: number };
    };
    const title = meta(html, "og:title")!;
    expect(title).toMatch(/^BT0 \/ WHYPE \$\S+ · LQScan$/);
    // The title's price is the pair's latest price as the page shows it: four significant digits.
    expect(Number(title.split(" ")[3]!.slice(1))).toBeCloseTo(Number(info.pair.latestPriceUsd.toPrecision(4)), 12);
    expect(meta(html, "og:image")).toBe(`https://lqscan.test/api/v1/indexer/share-image/${pair!.address}`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:description")).toContain("Evil &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co on the HyperSwap V2 pair");
    expect(html).toContain(`<title>${title}</title>`);
    // In the page's own description the quote is escaped: the name cannot leave the attribute, so the rest is text.
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toMatch(/^Evil &quot;><script>alert\(1\)<\/script> & Co on the HyperSwap V2 pair: /);
  });

  it("leave the page as it is for an unknown pair, a malformed address or a deeper path", async () => {
    for (const path of ["/chart/0x00000000000000000000000000000000000000ff", "/chart/not-a-pair", "/chart/a/b"]) {
      const html = await (await SELF.fetch(`https://lqscan.test${path}`)).text();
      expect(html).toContain('id="root"');
      expect(html).toContain("<title>LQScan</title>");
      expect(meta(html, "og:image")).toBeNull();
    }
  });
});
