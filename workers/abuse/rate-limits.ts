import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rateLimiterOf } from "../durable-objects";
import { errorResponse } from "../http/errors";
import type { RateRule } from "./rate-limiter";

// Writes (reaction toggles, cache writes) are limited per client IP and per session. The IP
// limit is generous because many users can share one address (NAT, offices); the session limit
// is what a person clicking could never reach.
export const WRITE_LIMITS = {
  perIp: { limit: 1200, windowSeconds: 60 },
  perSession: { limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/** Cloudflare sets CF-Connecting-IP on every request it forwards; local runs share one bucket. */
const LOCAL_CLIENT = "local";

export function limitWritesPerIp() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const ip = c.req.header("CF-Connecting-IP") ?? LOCAL_CLIENT;
    return (await refusal(c, WRITE_LIMITS.perIp, `ip:${ip}`, "this IP address")) ?? next();
  });
}

/** Goes after the body's validation: the session id is the validated `sessionId`. */
export function limitWritesPerSession() {
  return createMiddleware<AppEnv, string, { out: { json: { sessionId: string } } }>(async (c, next) => {
    const { sessionId } = c.req.valid("json");
    return (await refusal(c, WRITE_LIMITS.perSession, `session:${sessionId}`, "this session")) ?? next();
  });
}

/** Counts the request against the subject's window; a 429 with Retry-After once it is used up. */
async function refusal(c: Context<AppEnv>, rule: RateRule, subject: string, who: string) {
  const { allowed, retryAfterSeconds } = await rateLimiterOf(c.env, subject).take(rule);
  if (allowed) return undefined;
  c.header("Retry-After", String(retryAfterSeconds));
  return errorResponse(
    c,
    429,
    `Too many writes from ${who}: at most ${rule.limit} every ${rule.windowSeconds} seconds. ` +
      `Retry after ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
  );
}
