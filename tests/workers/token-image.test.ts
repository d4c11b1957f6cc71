import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("devnet token images", () => {
  it("draws a token's logo at the image_uri the devnet's launches carry, the same every time", async () => {
    const res = await SELF.fetch("http://app/images/tokens/kalo-17.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(">KAL</text>");
    expect(await (await SELF.fetch("http://app/images/tokens/kalo-17.svg")).text()).toBe(svg);
    expect(await (await SELF.fetch("http://app/images/tokens/kalo-18.svg")).text()).not.toBe(svg);
  });

  it("answers 400 for a name that is not <symbol>-<id>.svg", async () => {
    const res = await SELF.fetch("http://app/images/tokens/..%2Fsecret.svg");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Bad Request", message: "Invalid token image name" });
  });
});
