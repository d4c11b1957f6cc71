/** A limit: at most `limit` calls in each fixed window of `windowSeconds`. */
export type RateRule = { limit: number; windowSeconds: number };
/** What one call gets: allowed or not, and when the current window ends. */
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };
