import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { authConfigSchema } from "../../shared/schemas/auth";
import { OPENAPI_PATH } from "../../workers/openapi/paths";
import { type ApiDocument, describeOperation, operationsOf } from "../fuzz/api-document";
import { hostileRequests, validRequests } from "../fuzz/fuzz-requests";
import { judgeResponse } from "../fuzz/judge-response";
import { stackKnownValues } from "../fuzz/stack-values";
import { BASE_URL } from "./chromium";
import { logLeaks, type Secret } from "./log-leaks";
import { stackLogs, workerSecrets } from "./stack-secrets";

// The last project of the run (playwright.config.ts): every other test has driven the stack by now.

/** Cases per route sent to the stack itself, half valid and half hostile: its error paths print too. */
const CASES_PER_ROUTE = 8;

/** The one-time codes the devnet's inbox received during the run (the sign-in tests request some). */
async function emailCodes(): Promise<Secret[]> {
  const config = authConfigSchema.parse(await (await fetch(`${BASE_URL}/api/v1/auth/config`)).json());
  if (config.inboxUrl === null) throw new Error("the stack under test has no devnet inbox to read the codes from");
  const inbox = await (await fetch(config.inboxUrl)).text();
  return [...inbox.matchAll(/sign-in code is (\d{6})/g)].map((match) => ({ name: "an e-mail code", value: match[1]! }));
}

test("the stack's logs show no stack trace, SQL or secret after the whole run and a fuzz of every route", async () => {
  test.setTimeout(300_000);
  const document = (await (await fetch(`${BASE_URL}${OPENAPI_PATH}`)).json()) as ApiDocument;
  const known = await stackKnownValues(BASE_URL);
  // Node's fetch cannot upgrade to a WebSocket: the worker tests fuzz the live feed.
  const operations = operationsOf(document).filter((operation) => !operation.responses.has(101));
  const problems: string[] = [];
  // Seeded, like the worker tests' fuzz: a run repeats the last one's requests, and an unseeded exploration is
  // tests/fuzz/explore.ts's job.
  for (const [i, operation] of operations.entries()) {
    const requests = [
      ...fc.sample(validRequests(operation, known), { numRuns: CASES_PER_ROUTE / 2, seed: 3000 + i }),
      ...fc.sample(hostileRequests(operation, known), { numRuns: CASES_PER_ROUTE / 2, seed: 4000 + i }),
    ];
    for (const request of requests) {
      // Valid requests only make the stack print here: tests/fuzz/api-fuzz.test.ts judges them with a signed-in caller.
      if (request.valid) {
        await fetch(new URL(request.target, BASE_URL), {
          method: request.method,
          body: request.body,
          headers: request.contentType === null ? {} : { "Content-Type": request.contentType },
        });
        continue;
      }
      const problem = await judgeResponse(operation, request, BASE_URL, (sent) => fetch(sent));
      if (problem !== null) problems.push(`${describeOperation(operation)} ${request.what}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);

  // The positive control: a request line the worker must print, known to the scan as a secret. A scan of a
  // missing, empty or stale log cannot find it, so it fails instead of passing.
  const marker: Secret = { name: "the planted marker", value: `log-scan-marker-${crypto.randomUUID()}` };
  expect((await fetch(`${BASE_URL}/api/v1/${marker.value}`)).status).toBe(404);
  await expect.poll(() => stackLogs().includes(marker.value), { message: "the worker's log shows the planted request" }).toBe(true);

  const secrets = [...workerSecrets().map((value) => ({ name: "a worker secret", value })), ...(await emailCodes())];
  const findings = logLeaks(stackLogs(), [...secrets, marker]);
  expect(findings.filter((finding) => finding.startsWith(`${marker.name}: `))).toEqual([expect.stringContaining(`<${marker.name}>`)]);
  expect(findings.filter((finding) => !finding.startsWith(`${marker.name}: `))).toEqual([]);
});
