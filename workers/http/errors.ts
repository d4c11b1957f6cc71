import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { loggableMessage, loggableRequest } from "./loggable-message";

// One error convention for every /api route: `{ error, message? }`, where `error` is the
// HTTP reason and `message` says what to fix. Extra fields (validation issues) may follow.
const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function errorBody(status: number, message?: string, extra: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { error: REASONS[status] ?? "Error" };
  if (message !== undefined) body.message = message;
  return { ...body, ...extra };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message?: string, extra?: Record<string, unknown>) {
  return c.json(errorBody(status, message, extra), status);
}

/** Thrown from handlers and logic to answer with a 4xx (or a 503: a service behind us is down) in the shared shape. */
export class ApiError extends HTTPException {
  /** Fields the answer carries beside error and message (the amounts of a refused trade). */
  readonly extra: Record<string, unknown>;
  /** Headers the answer carries (Retry-After of a 429). */
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(status, { message });
    this.extra = extra;
    this.headers = headers;
  }
}

export function handleError(err: Error, c: Context) {
  // ApiError's message is written for the client, a 503 ("not configured", "provider unreachable") too.
  if (err instanceof ApiError || (err instanceof HTTPException && err.status < 500)) {
    if (err instanceof ApiError) for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return errorResponse(c, err.status, err.message || undefined, err instanceof ApiError ? err.extra : undefined);
  }
  // The client learns only that it failed; the log gets what is safe to keep (no SQL, no node URL).
  console.error(`${loggableRequest(c.req.raw)} failed:`, loggableMessage(err));
  return errorResponse(c, 500, "Something went wrong. Please try again.");
}

export function handleNotFound(c: Context) {
  return errorResponse(c, 404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`);
}
