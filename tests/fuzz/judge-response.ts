import { Validator } from "@cfworker/json-schema";
import type { JsonSchema, Operation } from "./api-document";
import type { FuzzRequest } from "./fuzz-requests";

/** Sends a request to the API under test (the worker in a test, a running stack from the script). */
export type Send = (request: Request) => Promise<Response>;

/** A Workers runtime's answer to an upgrade carries the socket, which the fuzz accepts and closes. */
type UpgradedResponse = Response & { webSocket?: { accept(): void; close(code: number, reason: string): void } | null };

/** The longest any answer may take: beyond it the request counts as a hang. */
export const ANSWER_TIMEOUT_MS = 10_000;

const ERROR_BODY: JsonSchema = {
  type: "object",
  properties: { error: { type: "string" }, message: { type: "string" } },
  required: ["error"],
};

function schemaProblem(schema: JsonSchema, body: unknown): string | null {
  const result = new Validator(schema as never, "2020-12", false).validate(body);
  if (result.valid) return null;
  return result.errors
    .map((error) => `${error.instanceLocation}: ${error.error}`)
    .slice(-3)
    .join("; ");
}

/** A fresh client address per request: no rate limit carries from one generated request to the next. */
function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Sends `fuzz` (with `credentials`, a signed-in caller's headers) and says what is wrong with the answer, or null when nothing is: a valid request (real ids, a
 * signed-in caller where the route needs one) gets a 2xx (a WebSocket 101) whose JSON body matches the document,
 * one naming what may not exist (a hostile text the document accepts as an id) that or a 404; a request with something wrong gets a 4xx in the error shape; nothing answers 5xx or hangs.
 */
export async function judgeResponse(
  operation: Operation,
  fuzz: FuzzRequest,
  baseUrl: string,
  send: Send,
  credentials: Record<string, string> = {},
): Promise<string | null> {
  const headers = new Headers({ ...credentials, "CF-Connecting-IP": clientAddress() });
  if (fuzz.contentType !== null) headers.set("Content-Type", fuzz.contentType);
  if (operation.responses.has(101)) headers.set("Upgrade", "websocket");
  const request = new Request(new URL(fuzz.target, baseUrl), { method: fuzz.method, headers, body: fuzz.body });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  const response = await Promise.race([send(request), timeout]).finally(() => clearTimeout(timer));
  if (response === null) return `no answer within ${ANSWER_TIMEOUT_MS / 1000} s`;
  if (response.status === 101) {
    const { webSocket } = response as UpgradedResponse;
    webSocket?.accept();
    webSocket?.close(1000, "fuzz");
    return fuzz.valid ? null : "a request with something wrong was upgraded to a WebSocket";
  }
  const text = await response.text();
  const status = response.status;
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  const json = response.headers.get("Content-Type")?.includes("application/json") === true ? JSON.parse(text) : undefined;
  if (fuzz.valid && status < 300) {
    const schema = operation.responses.get(status);
    if (schema === undefined) return `answered ${status}, which the document does not list`;
    return schema === null ? null : schemaProblem(schema, json);
  }
  if (fuzz.valid && (fuzz.real || status !== 404)) return `a valid request answered ${status}: ${text.slice(0, 200)}`;
  if (!fuzz.valid && (status < 400 || status >= 500)) return `a request with something wrong answered ${status}`;
  if (json === undefined) return `answered ${status} without a JSON error body`;
  const problem = schemaProblem(ERROR_BODY, json);
  return problem === null ? null : `the ${status} body is not { error, message? }: ${problem}`;
}
