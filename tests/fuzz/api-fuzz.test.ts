import { createScheduledController, env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/index";
import { OPENAPI_PATH } from "../../workers/openapi/paths";
import { bearer, REFRESH_COOKIE, signInBindings, signInWithGoogle } from "../workers/auth/sign-in-driver";
import { callWorker } from "../workers/call-worker";
import { launchpadScenario } from "../workers/queries/launchpad-scenario";
import { type ApiDocument, describeOperation, type Operation, operationsOf } from "./api-document";
import { type FuzzRequest, hostileRequests, validRequests } from "./fuzz-requests";
import { judgeResponse } from "./judge-response";
import { NOT_YET_SUCCEEDING } from "./not-yet-succeeding";
import type { KnownValues } from "./valid-values";

// Every route of the OpenAPI document, fuzzed: a route is covered by being documented.
const RUNS_PER_ROUTE = 12;
const BASE_URL = "http://app";
// Every route is fuzzed against the devnet's wallet provider, issuer and node (the tools read the chain from it).
const send = (request: Request) => callWorker(request, signInBindings);

/**
 * Each request comes from a fresh client address (so no rate limit carries from one to the next), and a client
 * reads only the cache entries it wrote: a read finds none (404). tests/workers/cache.test.ts reads back writes.
 */
const OWN_CLIENT_ONLY = "GET /api/cache/{key}";

/**
 * Routes that end or rotate the caller's sign-in: each request signs in afresh (its cookie too), so the others
 * keep a live token. A
 * generated request cannot name the sign-in it has just made, so ending one by id may find none (404);
 * tests/workers/auth/account-sessions.test.ts ends real ones.
 */
const SIGNS_OUT = new Set([
  "POST /api/v1/auth/refresh",
  "POST /api/v1/auth/logout",
  "DELETE /api/v1/auth/sessions",
  "DELETE /api/v1/auth/sessions/{sessionId}",
]);
/** A new user signed in: its access token and its sign-in cookie, as a browser sends them. */
async function signedInCaller(): Promise<Record<string, string>> {
  const signedIn = await signInWithGoogle(`fuzz-${crypto.randomUUID()}@example.com`);
  return { ...bearer(signedIn.tokens.accessToken), Cookie: `${REFRESH_COOKIE}=${signedIn.refreshToken}` };
}

/**
 * Routes whose valid request needs a proof used once (an id token with its nonce, a mailed code, a signed
 * passkey assertion): a generated body cannot carry a fresh one, so there the fuzz
 * expects the documented 401, and the routes' own tests (tests/workers/auth/) drive their success paths.
 */
const ONE_TIME_PROOFS = new Set([
  "POST /api/v1/auth/google",
  "POST /api/v1/auth/email/login",
  "POST /api/v1/auth/email/verify",
  "POST /api/v1/auth/passkey",
  "POST /api/v1/auth/register",
  "POST /api/v1/auth/account/email",
  "POST /api/v1/auth/account/google",
]);

/** A digest of every row of every table: requests with something wrong must leave it as it was. */
async function storedDigest(): Promise<string> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const rows = await env.DB.batch(tables.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`)));
  const text = JSON.stringify(rows.map((result, i) => [tables[i]!.name, result.results]));
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The first problem of `operation`'s generated requests, or null: every route is tried, and every failing one reported. */
/**
 * The first problem of `operation`'s generated requests, or null: every route is tried, and every failing one
 * reported. Signed out (`signedIn` false), a valid request to a route that needs a sign-in is refused with a 401.
 */
async function fuzz(operation: Operation, requests: fc.Arbitrary<FuzzRequest>, seed: number, signedIn: boolean): Promise<string | null> {
  const name = describeOperation(operation);
  const tolerated = (problem: string) =>
    (NOT_YET_SUCCEEDING.has(name) && /^a valid request answered 4\d\d/.test(problem)) || (!signedIn && /^a valid request answered 401/.test(problem));
  const details = await fc.check(
    fc.asyncProperty(requests, async (request) => {
      const refused = request.valid && ONE_TIME_PROOFS.has(name);
      const maybeGone = name === OWN_CLIENT_ONLY || name === "DELETE /api/v1/auth/sessions/{sessionId}";
      const judged = refused ? { ...request, valid: false } : maybeGone ? { ...request, real: false } : request;
      const caller = !signedIn ? {} : SIGNS_OUT.has(name) ? await signedInCaller() : credentials;
      const problem = await judgeResponse(operation, judged, BASE_URL, send, caller);
      if (problem !== null && !tolerated(problem)) throw new Error(`${request.what}: ${request.method} ${request.target.slice(0, 200)} → ${problem}`);
    }),
    { numRuns: RUNS_PER_ROUTE, seed, endOnFailure: true },
  );
  return details.failed ? `${name}: ${(details.errorInstance as Error).message}` : null;
}

let operations: Operation[] = [];
let known: KnownValues = {};
/** A signed-in user's access token: valid requests reach what a signed-in trader gets. */
let credentials: Record<string, string> = {};

beforeAll(async () => {
  const scenario = await launchpadScenario(3);
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: (scenario.lastBlockAt + 60) * 1000 }), env);
  const tokens = Object.values(scenario.tokens).map((token) => token.address.toLowerCase());
  const creators = Object.values(scenario.creators).map((creator) => creator.toLowerCase());
  const user = await signInWithGoogle(`fuzz-${crypto.randomUUID()}@example.com`);
  credentials = bearer(user.tokens.accessToken);
  const wallet = user.result.address.toLowerCase();
  const issued = await callWorker(new Request(`${BASE_URL}/api/v1/token-reactions/session`, { method: "POST" }));
  const { sessionId } = await issued.json<{ sessionId: string }>();
  known = {
    pairAddress: [...tokens, scenario.bndPair.toLowerCase()],
    address: [...tokens, scenario.bndPair.toLowerCase()],
    sessionId: [sessionId],
    walletAddress: [wallet],
    userId: [user.user.id],
    // The devnet's head: a random block may be before the token existed.
    block: [String(Number(await scenario.driver.rpc<string>("eth_blockNumber", [])))],
    tokenAddress: tokens,
    tokenId: tokens,
    tokenIds: tokens,
    traderAddress: scenario.traders.map((trader) => trader.toLowerCase()),
    principal: creators,
    principals: creators,
    q: Object.values(scenario.tokens).map((token) => token.symbol),
  };
  const response = await callWorker(new Request(`${BASE_URL}${OPENAPI_PATH}`));
  operations = operationsOf(await response.json<ApiDocument>());
}, 120_000);

describe("every documented route, fuzzed", () => {
  it("answers requests with something wrong with a 4xx in the error shape, and stores nothing", async () => {
    const before = await storedDigest();
    const problems: string[] = [];
    for (const [i, operation] of operations.entries())
      problems.push(...[await fuzz(operation, hostileRequests(operation, known), 1000 + i, false)].filter((p) => p !== null));
    expect(problems).toEqual([]);
    expect(await storedDigest()).toBe(before);
  }, 300_000);

  it("answers valid requests, naming what exists, with 2xx bodies that match the document", async () => {
    expect(operations.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const [i, operation] of operations.entries())
      problems.push(...[await fuzz(operation, validRequests(operation, known), 2000 + i, true)].filter((p) => p !== null));
    expect(problems).toEqual([]);
  }, 300_000);

  it("names every operation it fuzzed", () => {
    expect(operations.map(describeOperation)).toContain("GET /api/v1/indexer/chart/{pairAddress}");
  });
});
