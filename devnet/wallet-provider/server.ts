import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ACTIVITIES } from "./activities";
import type { ActivityHandler } from "./activity-handler";
import { badRequest, notFound, TurnkeyApiError } from "./api-error";
import { decide } from "./authorization";
import { type Activity, type ActivityStatus, newId } from "./model";
import { organizationOf, type Provider } from "./provider";
import { activityView, QUERIES } from "./queries";
import { authenticateReadOnlySession, readOnlyRefused, SESSION_HEADER_NAME } from "./read-only-session";
import { checkRequestAge, STAMP_HEADER_NAME } from "./stamp";
import { authenticateStamped, WEBAUTHN_STAMP_HEADER_NAME } from "./webauthn-stamp";

// Turnkey's HTTP surface: POST /public/v1/submit/{activity} and /public/v1/query/{query}, each
// stamped; CORS for the browser, which calls it directly. GET /inbox is the devnet's mail.

const MAX_BODY_BYTES = 1024 * 1024;
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, X-Stamp, X-Stamp-Webauthn, X-Client-Version, X-Session",
  "Access-Control-Max-Age": "600",
};

type Answer = { status: number; body: unknown };

export function createProviderServer(provider: Provider): Server {
  return createServer((request, response) => {
    void route(provider, request, response).catch((error: unknown) => {
      const failure = error instanceof TurnkeyApiError ? error : new TurnkeyApiError(500, 13, "internal error");
      if (!(error instanceof TurnkeyApiError)) console.error(`wallet provider: ${request.url} failed: ${(error as Error).message}`);
      sendJson(response, { status: failure.status, body: failure.body });
    });
  });
}

async function route(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://provider");
  if (request.method === "OPTIONS") {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  if (request.method === "GET" && url.pathname === "/health") return sendJson(response, { status: 200, body: { ok: true } });
  if (request.method === "GET" && url.pathname === "/inbox") {
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
      .end(provider.inbox.page(url.searchParams.get("to") ?? undefined));
    return;
  }
  const match = /^\/public\/v1\/(submit|query)\/([a-z_]+)$/.exec(url.pathname);
  if (request.method !== "POST" || !match) throw notFound(`no route for ${request.method} ${url.pathname}`);
  const [, kind, name = ""] = match;
  const rawBody = await readBody(request);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    throw badRequest("invalid request: the body is not JSON");
  }
  if (typeof body !== "object" || body === null || typeof body.organizationId !== "string") {
    throw badRequest("invalid request: organizationId is required");
  }
  const stamp = { apiKey: header(request, STAMP_HEADER_NAME), webauthn: header(request, WEBAUTHN_STAMP_HEADER_NAME) };
  const session = stamp.apiKey === undefined && stamp.webauthn === undefined ? header(request, SESSION_HEADER_NAME) : undefined;
  if (kind === "query") {
    const query = QUERIES[name];
    if (!query) throw notFound(`unknown query ${name}`);
    const caller =
      session !== undefined
        ? authenticateReadOnlySession(provider, session, body.organizationId, name === "whoami")
        : await authenticateStamped(provider, stamp, rawBody, body.organizationId, name === "whoami");
    return sendJson(response, { status: 200, body: query({ provider, organization: organizationOf(provider, body.organizationId), caller, body }) });
  }
  const handler = ACTIVITIES[name];
  if (!handler) throw notFound(`unknown activity ${name}`);
  if (session !== undefined) throw readOnlyRefused();
  const caller = await authenticateStamped(provider, stamp, rawBody, body.organizationId);
  checkRequestAge(body.timestampMs);
  sendJson(response, await submit(provider, handler, body, caller));
}

/**
 * Runs an activity: checks its type, lets the policies decide, performs it and records it with its
 * intent, result and status. Allowed activities complete at once; denied ones are recorded with
 * the status Turnkey gives them and answered 200, as Turnkey does.
 */
async function submit(
  provider: Provider,
  handler: ActivityHandler,
  body: Record<string, unknown>,
  caller: Awaited<ReturnType<typeof authenticateStamped>>,
): Promise<Answer> {
  const type = String(body.type);
  const resultKey = handler.types[type];
  if (!resultKey) throw badRequest(`invalid activity type ${type}; expected one of ${Object.keys(handler.types).join(", ")}`);
  const organization = organizationOf(provider, String(body.organizationId));
  const input = { provider, organization, caller, parameters: body.parameters };
  const decision = decide(organization, caller, type, handler.facts?.(input) ?? {});
  const record = (status: ActivityStatus, result: Record<string, unknown>, failure?: Activity["failure"]) => {
    const activity: Activity = {
      id: newId(),
      organizationId: organization.organizationId,
      status,
      type,
      intent: { [intentKey(type)]: body.parameters },
      result,
      ...(failure ? { failure } : {}),
      createdAt: Date.now(),
    };
    provider.store.state.activities[activity.id] = activity;
    provider.store.save();
    return { status: 200, body: { activity: activityView(activity) } };
  };
  if (decision === "implicit-deny") return record("ACTIVITY_STATUS_CONSENSUS_NEEDED", {});
  if (decision === "explicit-deny") return record("ACTIVITY_STATUS_REJECTED", {}, { code: 7, message: "denied by policy" });
  const result = await handler.run(input);
  return record("ACTIVITY_STATUS_COMPLETED", { [resultKey]: result });
}

/** ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8 → createSubOrganizationIntentV8. */
function intentKey(type: string): string {
  const words = type.replace(/^ACTIVITY_TYPE_/, "").split("_");
  const version = /^V\d+$/.test(words[words.length - 1] ?? "") ? words.pop() : "";
  const camel = words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0] + word.slice(1).toLowerCase())).join("");
  return `${camel}Intent${version}`;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(badRequest(`invalid request: the body exceeds ${MAX_BODY_BYTES} bytes`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, { ...CORS_HEADERS, "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(answer.body));
}
