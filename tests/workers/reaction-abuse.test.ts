import { env, listDurableObjectIds } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callWorker } from "./call-worker";
import { knownToken } from "./known-token";
import { issuedSession } from "./reaction-session";

// The attacks of issue 36 on the reaction routes: objects made for tokens nobody indexed, junk ids,
// made-up and forged sessions, and floods of batches and sessions from one address.

const base = "http://app/api/v1/token-reactions";
const NOT_ISSUED = "Session ID is not one this server issued: get one from POST /api/v1/token-reactions/session";

let addressSeq = 0;
function freshAddress(): string {
  addressSeq += 1;
  return `192.0.2.${addressSeq}`;
}

function call(method: string, path: string, body?: unknown, address = freshAddress()) {
  return callWorker(
    new Request(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json", "CF-Connecting-IP": address },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** Addresses no test makes known: 0xdead…<n>. */
const unknownToken = (n: number) => `0x${"dead".repeat(8)}${n.toString(16).padStart(8, "0")}`;

async function counts(token: string) {
  return (await call("GET", `/${token}`)).json();
}

describe("reaction counts of many tokens", () => {
  it("refuse more than 100 token ids with 400 and touch no object", async () => {
    const before = (await listDurableObjectIds(env.TOKEN_REACTIONS)).length;
    for (const size of [101, 1000]) {
      const res = await call("POST", "", { tokenIds: Array.from({ length: size }, (_, i) => unknownToken(i)) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Bad Request", message: "At most 100 token IDs per request" });
    }
    expect(await listDurableObjectIds(env.TOKEN_REACTIONS)).toHaveLength(before);
  });

  it("answer zero counts for 100 tokens the index does not know without creating an object for any", async () => {
    const before = (await listDurableObjectIds(env.TOKEN_REACTIONS)).length;
    const tokenIds = Array.from({ length: 100 }, (_, i) => unknownToken(1000 + i));
    const res = await call("POST", "", { tokenIds });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(Object.fromEntries(tokenIds.map((id) => [id, { rocket: 0, fire: 0, poop: 0, flag: 0 }])));
    expect(await listDurableObjectIds(env.TOKEN_REACTIONS)).toHaveLength(before);
  });

  it("refuse a token id that is not an address, such as 2,000 characters of junk", async () => {
    const junk = "x".repeat(2000);
    const message = "Token ID must be a token address: 0x and 40 hex digits";
    const batch = await call("POST", "", { tokenIds: [junk] });
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ message });
    const single = await call("GET", `/${junk}`);
    expect(single.status).toBe(400);
    expect(await single.json()).toMatchObject({ message });
  });

  it("allow an address 60 batches a minute, then answer 429", async () => {
    const address = freshAddress();
    const token = await knownToken(`0x${"b7".repeat(20)}`);
    for (let i = 0; i < 60; i++) expect((await call("POST", "", { tokenIds: [token] }, address)).status).toBe(200);
    const refused = await call("POST", "", { tokenIds: [token] }, address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(await refused.json()).toEqual({
      error: "Too Many Requests",
      message: `Too many reaction counts from this IP address: at most 60 every 60 seconds. Retry after ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
    });
  });
});

describe("reactions to a token the index does not know", () => {
  it("answer 404 and create no object", async () => {
    const before = (await listDurableObjectIds(env.TOKEN_REACTIONS)).length;
    const token = unknownToken(5000);
    const res = await call("POST", `/${token}/rocket`, { sessionId: await issuedSession() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not Found", message: `Token not found: ${token}` });
    expect(await listDurableObjectIds(env.TOKEN_REACTIONS)).toHaveLength(before);
  });
});

describe("reaction sessions", () => {
  it("are issued by the server, one id each", async () => {
    const res = await call("POST", "/session");
    expect(res.status).toBe(201);
    const { sessionId } = (await res.json()) as { sessionId: string };
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await issuedSession()).not.toBe(sessionId);
  });

  it("made up by a client add nothing: 200 made-up ids leave the rocket count at 0", async () => {
    const token = await knownToken(`0x${"b8".repeat(20)}`);
    const madeUp = Array.from({ length: 200 }, (_, i) => `${String(i).padStart(22, "A")}.${"B".repeat(43)}`);
    const statuses = await Promise.all(madeUp.map(async (sessionId) => (await call("POST", `/${token}/rocket`, { sessionId })).status));
    expect(new Set(statuses)).toEqual(new Set([401]));
    const uuid = await call("POST", `/${token}/rocket`, { sessionId: "6f1c2a9e-3b7d-4f0e-9a51-2d8c7e4b1f03" });
    expect(uuid.status).toBe(400);
    expect(await uuid.json()).toMatchObject({ error: "Bad Request", message: NOT_ISSUED });
    expect(await counts(token)).toEqual({ rocket: 0, fire: 0, poop: 0, flag: 0 });
  });

  it("cannot be used by someone who knows only the id: a forged signature neither removes nor reads the reaction", async () => {
    const token = await knownToken(`0x${"b9".repeat(20)}`);
    const owner = await issuedSession();
    expect((await call("POST", `/${token}/fire`, { sessionId: owner })).status).toBe(200);
    const [id] = owner.split(".");
    const forged = `${id}.${"A".repeat(43)}`;
    const remove = await call("DELETE", `/${token}/fire`, { sessionId: forged });
    expect(remove.status).toBe(401);
    expect(await remove.json()).toEqual({ error: "Unauthorized", message: NOT_ISSUED });
    expect((await call("GET", `/session/${forged}/${token}`)).status).toBe(401);
    expect(await counts(token)).toEqual({ rocket: 0, fire: 1, poop: 0, flag: 0 });
    expect(await (await call("GET", `/session/${owner}/${token}`)).json()).toEqual({ rocket: false, fire: true, poop: false, flag: false });
  });

  it("allow an address 30 new sessions an hour, then answer 429", async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await call("POST", "/session", undefined, address)).status).toBe(201);
    const refused = await call("POST", "/session", undefined, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/^Too many reaction sessions from this IP address: at most 30 every 3600 seconds\./),
    });
  });
});
