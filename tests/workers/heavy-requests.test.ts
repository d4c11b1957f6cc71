import { env, listDurableObjectIds } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { API_BODY_MAX_BYTES, CACHE_BODY_MAX_BYTES } from "../../workers/abuse/body-limit";
import { OPENAPI_PATH } from "../../workers/openapi/paths";
import { type ApiDocument, describeOperation, type Operation, operationsOf } from "../fuzz/api-document";
import type { FuzzRequest } from "../fuzz/fuzz-requests";
import { heaviestRequest, nthAddress } from "../fuzz/heaviest-request";
import { ANSWER_TIMEOUT_MS, judgeResponse } from "../fuzz/judge-response";
import { NOT_YET_SUCCEEDING } from "../fuzz/not-yet-succeeding";
import { SIGN_IN_PATHS, signInBindings } from "./auth/sign-in-driver";
import { callWorker } from "./call-worker";
import { knownToken } from "./known-token";
import { issuedSession } from "./reaction-session";

// Issue 36: one request made a Durable Object per listed id and the next requests of every client answered
// 503 "Your worker restarted mid-request". Here the heaviest request every documented route allows (every
// router's family) runs at once while another client keeps reading; that client's answers must stay 200.

const BASE_URL = "http://app";
const BATCH_PATH = "/api/v1/token-reactions";
/** The tokens the index knows here: the list items of the heaviest requests. */
const KNOWN_TOKENS = 100;
/** Addresses past the known ones: a full reactions batch of tokens nobody indexed. */
const unknownTokens = Array.from({ length: KNOWN_TOKENS }, (_, i) => nthAddress(1_000_000 + i));

type Heavy = { operation: Operation; request: FuzzRequest };

/** Each operation's heaviest request, and the reactions batch again with only unknown tokens. */
function heavyRequests(operations: Operation[], known: Record<string, string[]>): Heavy[] {
  const heavy = operations.map((operation) => {
    const limit = operation.path.startsWith("/api/cache/") ? CACHE_BODY_MAX_BYTES : API_BODY_MAX_BYTES;
    return { operation, request: heaviestRequest(operation, known, limit) };
  });
  const batch = heavy.find(({ operation }) => operation.method === "POST" && operation.path === BATCH_PATH);
  if (batch === undefined) throw new Error(`POST ${BATCH_PATH} is not documented`);
  return [...heavy, { operation: batch.operation, request: { ...batch.request, body: JSON.stringify({ tokenIds: unknownTokens }) } }];
}

const idsOf = async () => new Set((await listDurableObjectIds(env.TOKEN_REACTIONS)).map((id) => id.toString()));

describe("the heaviest allowed request of every route family", () => {
  it("leaves other clients served, answers each well-formed, and makes no object for unknown tokens", async () => {
    const tokens = await Promise.all(Array.from({ length: KNOWN_TOKENS }, (_, i) => knownToken(nthAddress(i))));
    const known = { tokenId: tokens, tokenAddress: tokens, pairAddress: tokens, sessionId: [await issuedSession()] };
    const document = await (await callWorker(new Request(`${BASE_URL}${OPENAPI_PATH}`))).json<ApiDocument>();
    // A WebSocket upgrade is not a request that ends; the live feed's limits are tested with the feed.
    const operations = operationsOf(document).filter((operation) => !operation.responses.has(101));
    expect(operations.length).toBeGreaterThan(30);
    const heavy = heavyRequests(operations, known);
    const before = await idsOf();

    let done = false;
    const bystander: string[] = [];
    let slowest = 0;
    const reading = (async () => {
      while (!done) {
        for (const path of ["/api/v1/misc/health-check", `/api/v1/token-reactions/${tokens[0]}`]) {
          const started = Date.now();
          const response = await callWorker(new Request(`${BASE_URL}${path}`, { headers: { "CF-Connecting-IP": "198.51.100.1" } }));
          const text = await response.text();
          slowest = Math.max(slowest, Date.now() - started);
          bystander.push(`${path} ${response.status}${response.status === 200 ? "" : `: ${text.slice(0, 120)}`}`);
        }
      }
    })();
    const restarted: string[] = [];
    const send = async (request: Request) => {
      const response = await callWorker(request, SIGN_IN_PATHS.test(new URL(request.url).pathname) ? signInBindings : {});
      if ((await response.clone().text()).includes("restarted")) restarted.push(`${request.method} ${new URL(request.url).pathname}`);
      return response;
    };
    const problems = await Promise.all(
      heavy.map(async ({ operation, request }) => {
        const problem = await judgeResponse(operation, request, BASE_URL, send);
        // Judged for its weight, not its success (api-fuzz.test.ts judges that): signed out, without the tools' node,
        // or naming what is not there, a documented refusal of its content is fine; a hang or a crash is not.
        // Routes whose document admits bodies they refuse (tests/fuzz/not-yet-succeeding.ts) may answer any 4xx.
        const refused =
          problem !== null &&
          ((/^(a valid request answered (401|409|422)|answered 503)\b/.test(problem) && operation.responses.has(Number(/\d{3}/.exec(problem)![0]))) ||
            (NOT_YET_SUCCEEDING.has(describeOperation(operation)) && /^a valid request answered 4\d\d\b/.test(problem)));
        return problem === null || refused ? null : `${describeOperation(operation)}: ${problem}`;
      }),
    );
    done = true;
    await reading;

    expect(restarted).toEqual([]);
    expect(problems.filter((problem) => problem !== null)).toEqual([]);
    expect(bystander.length).toBeGreaterThan(0);
    expect(bystander.filter((answer) => !answer.endsWith(" 200"))).toEqual([]);
    expect(slowest).toBeLessThan(ANSWER_TIMEOUT_MS);
    // Objects only for the known tokens the batches listed: none for the unknown ones.
    const unknownIds = new Set(unknownTokens.map((token) => env.TOKEN_REACTIONS.idFromName(token).toString()));
    const made = [...(await idsOf())].filter((id) => !before.has(id));
    expect(made.filter((id) => unknownIds.has(id))).toEqual([]);
    expect(made.length).toBeLessThanOrEqual(KNOWN_TOKENS);
  }, 60_000);
});
