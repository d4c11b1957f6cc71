import { createScheduledController, env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/index";
import { OPENAPI_PATH } from "../../workers/openapi/paths";
import { type ApiDocument, describeOperation, type Operation, operationsOf } from "../fuzz/api-document";
import { type FuzzRequest, hostileRequests, validRequests } from "../fuzz/fuzz-requests";
import { judgeResponse } from "../fuzz/judge-response";
import type { KnownValues } from "../fuzz/valid-values";
import { SIGN_IN_PATHS, signInBindings } from "./auth/sign-in-driver";
import { callWorker } from "./call-worker";
import { launchpadScenario } from "./launchpad/launchpad-scenario";

// Every route of the OpenAPI document, fuzzed: a route is covered by being documented.
const RUNS_PER_ROUTE = 12;
const BASE_URL = "http://app";
// Sign-in's and trading's routes are fuzzed against the devnet's wallet provider, issuer and node.
const send = (request: Request) => callWorker(request, SIGN_IN_PATHS.test(new URL(request.url).pathname) ? signInBindings : {});

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

async function fuzz(operation: Operation, requests: fc.Arbitrary<FuzzRequest>, seed: number) {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const problem = await judgeResponse(operation, request, BASE_URL, send);
      if (problem !== null) throw new Error(`${request.what}: ${request.method} ${request.target.slice(0, 200)} → ${problem}`);
    }),
    { numRuns: RUNS_PER_ROUTE, seed, endOnFailure: true },
  );
}

let operations: Operation[] = [];
let known: KnownValues = {};

beforeAll(async () => {
  const scenario = await launchpadScenario(3);
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: (scenario.lastBlockAt + 60) * 1000 }), env);
  const tokens = Object.values(scenario.tokens).map((token) => token.address.toLowerCase());
  const creators = Object.values(scenario.creators).map((creator) => creator.toLowerCase());
  known = {
    pairAddress: [...tokens, scenario.bndPair.toLowerCase()],
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
    for (const [i, operation] of operations.entries()) {
      await fuzz(operation, hostileRequests(operation, known), 1000 + i);
    }
    expect(await storedDigest()).toBe(before);
  }, 300_000);

  it("answers valid requests with 2xx bodies that match the document, or 404", async () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const [i, operation] of operations.entries()) {
      await fuzz(operation, validRequests(operation, known), 2000 + i);
    }
  }, 300_000);

  it("names every operation it fuzzed", () => {
    expect(operations.map(describeOperation)).toContain("GET /api/v1/indexer/chart/{pairAddress}");
  });
});
