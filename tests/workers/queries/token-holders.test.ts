import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// Validation (spec 5) and unknown addresses of the holders, trader and bubble-map routes.
const TOKEN = "0x1234567890abcdef1234567890abcdef12345678";

async function call(path: string) {
  const res = await SELF.fetch(`http://app/api/v1/indexer${path}`);
  return { status: res.status, body: await res.json<Record<string, unknown>>() };
}

describe("holders, trader and bubble-map routes: validation and unknown addresses", () => {
  it.each([
    ["/holders/0x12", "Invalid token address format"],
    [`/holders/${TOKEN}?limit=0`, "Number must be greater than or equal to 1"],
    [`/holders/${TOKEN}?limit=1001`, "Number must be less than or equal to 1000"],
    [`/holders/${TOKEN}?limit=ten`, "Expected a numeric string"],
    ["/bubble-map/not-an-address", "Invalid token address format"],
    [`/bubble-map/${TOKEN}?limit=0`, "Number must be greater than or equal to 1"],
    [`/bubble-map/${TOKEN}?limit=1001`, "Number must be less than or equal to 1000"],
    [`/bubble-map/${TOKEN}?limit=1.5`, "Expected a numeric string"],
    ["/trader/0xnope", "Invalid trader address format"],
  ])("GET %s answers 400 with the spec's message", async (path, message) => {
    const { status, body } = await call(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Bad Request", message });
  });

  it.each(["holders", "bubble-map"])("GET /%s of a token the indexer never saw answers 404", async (route) => {
    expect(await call(`/${route}/${TOKEN}?limit=1000`)).toEqual({ status: 404, body: { error: "Not Found", message: `Token ${TOKEN} not found` } });
  });

  it("GET /trader of an address that never swapped answers 404", async () => {
    expect(await call(`/trader/${TOKEN}`)).toEqual({ status: 404, body: { error: "Not Found", message: `Trader ${TOKEN} has no trades` } });
  });
});
