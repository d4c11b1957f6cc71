// The long fuzz run: every route of a running stack's OpenAPI document, many cases each, with a table
// of cases tried and failures per route (the suite's own run is tests/fuzz/api-fuzz.test.ts).
//   npm start, then: BASE_URL=http://127.0.0.1:8787 FUZZ_RUNS=300 npx tsx tests/fuzz/explore.ts
import fc from "fast-check";
import { OPENAPI_PATH } from "../../workers/openapi/paths";
import { type ApiDocument, describeOperation, operationsOf } from "./api-document";
import { hostileRequests, validRequests } from "./fuzz-requests";
import { judgeResponse } from "./judge-response";
import { stackKnownValues } from "./stack-values";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const get = async <T>(path: string): Promise<T> => (await fetch(new URL(path, BASE_URL))).json() as Promise<T>;

const document = await get<ApiDocument>(OPENAPI_PATH);
const known = await stackKnownValues(BASE_URL);
// Node's fetch cannot upgrade to a WebSocket: the live feed is fuzzed by the suite, inside workerd.
const operations = operationsOf(document).filter((operation) => !operation.responses.has(101));
const send = (request: Request) => fetch(request);
let failures = 0;
console.log(`${"route".padEnd(66)} ${"cases".padStart(6)} ${"failures".padStart(9)}`);
for (const operation of operations) {
  const requests = [...fc.sample(validRequests(operation, known), RUNS / 2), ...fc.sample(hostileRequests(operation, known), RUNS / 2)];
  const problems: string[] = [];
  for (const request of requests) {
    const problem = await judgeResponse(operation, request, BASE_URL, send);
    if (problem !== null) problems.push(`${request.what}: ${request.method} ${request.target.slice(0, 160)} → ${problem}`);
  }
  failures += problems.length;
  console.log(`${describeOperation(operation).padEnd(66)} ${String(requests.length).padStart(6)} ${String(problems.length).padStart(9)}`);
  for (const problem of problems.slice(0, 3)) console.log(`    ${problem}`);
}
console.log(`${operations.length} routes, ${operations.length * RUNS} cases, ${failures} failures`);
process.exitCode = failures === 0 ? 0 : 1;
