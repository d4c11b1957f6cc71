import { describe, expect, it } from "vitest";
import { callWorker } from "./call-worker";
import { knownToken } from "./known-token";
import { issuedSession } from "./reaction-session";

const base = "http://app/api/v1/token-reactions";

function call(method: string, path: string, body?: unknown) {
  return callWorker(
    new Request(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

// Storage may outlive a test, so each test reacts to tokens of its own, known to the indexer.
let tokenSeq = 0;
function freshToken(): Promise<string> {
  tokenSeq += 1;
  return knownToken(`0x${tokenSeq.toString(16).padStart(40, "0")}`);
}

async function counts(token: string) {
  const res = await call("GET", `/${token}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe("token reactions", () => {
  it("start at zero for every reaction", async () => {
    const TOKEN = await freshToken();
    expect(await counts(TOKEN)).toEqual({ rocket: 0, fire: 0, poop: 0, flag: 0 });
  });

  it("answer 404 for the counts of a token the indexer does not know", async () => {
    const unknown = `0x${"9".repeat(40)}`;
    const res = await call("GET", `/${unknown}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not Found", message: `Token not found: ${unknown}` });
  });

  it("count a session's reaction once and let it remove only its own", async () => {
    const TOKEN = await freshToken();
    const [alice, bob] = await Promise.all([issuedSession(), issuedSession()]);
    const add = await call("POST", `/${TOKEN}/rocket`, { sessionId: alice });
    expect(add.status).toBe(200);
    expect(await add.json()).toEqual({ rocket: 1, fire: 0, poop: 0, flag: 0 });

    const again = await call("POST", `/${TOKEN}/rocket`, { sessionId: alice });
    expect(await again.json()).toMatchObject({ rocket: 1 });

    const notHers = await call("DELETE", `/${TOKEN}/rocket`, { sessionId: bob });
    expect(notHers.status).toBe(200);
    expect(await notHers.json()).toMatchObject({ rocket: 1 });

    const removed = await call("DELETE", `/${TOKEN}/rocket`, { sessionId: alice });
    expect(await removed.json()).toMatchObject({ rocket: 0 });

    const belowZero = await call("DELETE", `/${TOKEN}/rocket`, { sessionId: alice });
    expect(await belowZero.json()).toMatchObject({ rocket: 0 });
  });

  it("report a session's own flags per token", async () => {
    const TOKEN = await freshToken();
    const OTHER_TOKEN = await freshToken();
    const [carol, dave] = await Promise.all([issuedSession(), issuedSession()]);
    await call("POST", `/${TOKEN}/fire`, { sessionId: carol });
    await call("POST", `/${TOKEN}/flag`, { sessionId: carol });
    await call("POST", `/${TOKEN}/poop`, { sessionId: dave });
    const res = await call("GET", `/session/${carol}/${TOKEN}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rocket: false, fire: true, poop: false, flag: true });
    const other = await call("GET", `/session/${carol}/${OTHER_TOKEN}`);
    expect(await other.json()).toEqual({ rocket: false, fire: false, poop: false, flag: false });
  });

  it("answer a map of counts for several tokens", async () => {
    const TOKEN = await freshToken();
    const OTHER_TOKEN = await freshToken();
    await call("POST", `/${OTHER_TOKEN}/poop`, { sessionId: await issuedSession() });
    const res = await call("POST", "", { tokenIds: [TOKEN, OTHER_TOKEN] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      [TOKEN]: { rocket: 0, fire: 0, poop: 0, flag: 0 },
      [OTHER_TOKEN]: { rocket: 0, fire: 0, poop: 1, flag: 0 },
    });
  });

  it("stay exact under 500 parallel toggles from 100 sessions", async () => {
    const TOKEN = await freshToken();
    const sessions = await Promise.all(Array.from({ length: 100 }, () => issuedSession()));
    const strangers = await Promise.all(Array.from({ length: 100 }, () => issuedSession()));
    // Adds race their own duplicates: each session adds rocket twice, fire once, and poop or flag.
    await Promise.all(
      sessions.flatMap((s, i) => [
        call("POST", `/${TOKEN}/rocket`, { sessionId: s }),
        call("POST", `/${TOKEN}/rocket`, { sessionId: s }),
        call("POST", `/${TOKEN}/fire`, { sessionId: s }),
        call("POST", `/${TOKEN}/${i % 4 === 0 ? "poop" : "flag"}`, { sessionId: s }),
        call("DELETE", `/${TOKEN}/poop`, { sessionId: strangers[i] }),
      ]),
    );
    expect(await counts(TOKEN)).toEqual({ rocket: 100, fire: 100, poop: 25, flag: 75 });

    // Removes race too: every session removes fire twice; only its own row can go.
    await Promise.all(sessions.flatMap((s) => [call("DELETE", `/${TOKEN}/fire`, { sessionId: s }), call("DELETE", `/${TOKEN}/fire`, { sessionId: s })]));
    expect(await counts(TOKEN)).toEqual({ rocket: 100, fire: 0, poop: 25, flag: 75 });
    // 700 requests through one Durable Object: on a loaded 2-core machine they can take more than the default 30 s.
  }, 120_000);
});

describe("token reactions validation", () => {
  it("needs at least one token id", async () => {
    const res = await call("POST", "", { tokenIds: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "Bad Request",
      message: "At least one token ID is required",
    });
  });

  it("needs a session id", async () => {
    const TOKEN = await freshToken();
    const res = await call("POST", `/${TOKEN}/fire`, { sessionId: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Session ID is required" });
    expect(await counts(TOKEN)).toMatchObject({ fire: 0 });
  });

  it("refuses an unknown reaction", async () => {
    const TOKEN = await freshToken();
    const res = await call("POST", `/${TOKEN}/heart`, { sessionId: await issuedSession() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Bad Request" });
  });

  it("answers malformed JSON with a 400", async () => {
    const TOKEN = await freshToken();
    const res = await callWorker(
      new Request(`${base}/${TOKEN}/fire`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Bad Request" });
  });
});
