import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("chart iframe page", () => {
  it("serves the iframe's own page at /iframe/{pair}, frameable by any site", async () => {
    const res = await SELF.fetch("http://app/iframe/0x1f9840a85d5af5bf1d1762f925bdaddc4201f984?theme=light");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toBe("frame-ancestors *");
    expect(res.headers.get("x-frame-options")).toBeNull();
    const html = await res.text();
    expect(html).toContain("<title>LQScan chart</title>");
    expect(html).not.toContain('id="root"');
  });
});
