import { rateLimiterOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import type { RateRule } from "./rate-rule";

// E-mail codes are limited per address, whatever IP asks: codes mailed (an inbox flooded, codes piled up)
// and codes tried (guessing a 6-digit code). Each code allows the provider's own 3 tries on top.
export const EMAIL_CODE_LIMITS = {
  send: { limit: 5, windowSeconds: 15 * 60 },
  guess: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

const WHAT = { send: "requested", guess: "tried" } as const;

/** Counts one send or guess for the address; 429 once its window is used up. */
export async function limitEmailCodes(env: Env, kind: keyof typeof EMAIL_CODE_LIMITS, email: string): Promise<void> {
  const rule = EMAIL_CODE_LIMITS[kind];
  const { allowed, retryAfterSeconds } = await rateLimiterOf(env, `email-${kind}:${email.toLowerCase()}`).take(rule);
  if (allowed) return;
  throw new ApiError(
    429,
    `Too many codes ${WHAT[kind]} for this address: at most ${rule.limit} every ${rule.windowSeconds / 60} minutes. ` +
      `Retry after ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
    {},
    { "Retry-After": String(retryAfterSeconds) },
  );
}
