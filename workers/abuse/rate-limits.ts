import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rateLimiterOf } from "../durable-objects";
import { errorResponse } from "../http/errors";
import { addressNetwork } from "./address-network";
import type { RateRule } from "./rate-rule";

// Writes (reaction toggles, cache writes) are limited per client IP and per session. The IP
// limit is generous because many users can share one address (NAT, offices); the session limit
// is what a person clicking could never reach.
export const WRITE_LIMITS = {
  perIp: { limit: 1200, windowSeconds: 60 },
  perSession: { limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

// Per client IP: reaction sessions (a browser needs one; an address issuing many is minting votes),
// and counts of up to 100 tokens at once (each token is a Durable Object call).
export const REACTION_LIMITS = {
  sessionsPerIp: { limit: 30, windowSeconds: 3600 },
  batchesPerIp: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/** Cloudflare sets CF-Connecting-IP on every request it forwards; local runs share one bucket. */
const LOCAL_CLIENT = "local";

/** The client's address, as Cloudflare saw it ("local" where no edge forwarded the request). */
export const clientAddress = (c: Context) => c.req.header("CF-Connecting-IP") ?? LOCAL_CLIENT;

export function limitWritesPerIp() {
  return createMiddleware<AppEnv>(async (c, next) => {
    return (await refusal(c, WRITE_LIMITS.perIp, `ip:${clientAddress(c)}`, "writes from this IP address")) ?? next();
  });
}

/** Goes after the session's verification: the session id is the validated, server-signed `sessionId`. */
export function limitWritesPerSession() {
  return createMiddleware<AppEnv, string, { out: { json: { sessionId: string } } }>(async (c, next) => {
    const { sessionId } = c.req.valid("json");
    return (await refusal(c, WRITE_LIMITS.perSession, `session:${sessionId}`, "writes from this session")) ?? next();
  });
}

/** Limits `what` (a plural: "reaction sessions") per client IP (an IPv6 client's /64) under `rule`. */
export function limitPerIp(rule: RateRule, what: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    return (await refusal(c, rule, `${what}:ip:${addressNetwork(clientAddress(c))}`, `${what} from this IP address`)) ?? next();
  });
}

/** Counts the request against the subject's window; a 429 with Retry-After once it is used up. */
async function refusal(c: Context<AppEnv>, rule: RateRule, subject: string, what: string) {
  const { allowed, retryAfterSeconds } = await rateLimiterOf(c.env, subject).take(rule);
  if (allowed) return undefined;
  c.header("Retry-After", String(retryAfterSeconds));
  return errorResponse(
    c,
    429,
    `Too many ${what}: at most ${rule.limit} every ${rule.windowSeconds} seconds. ` +
      `Retry after ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
  );
}
