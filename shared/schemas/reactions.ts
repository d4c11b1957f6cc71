import { ADDRESS } from "./primitives";
import { z } from "./zod";

export const REACTIONS = ["rocket", "fire", "poop", "flag"] as const;
export const reactionSchema = z.enum(REACTIONS);
export type Reaction = z.infer<typeof reactionSchema>;

/** The most tokens one POST /token-reactions counts: each is a Durable Object call. */
export const TOKEN_REACTIONS_MAX_TOKENS = 100;

export const tokenIdSchema = z
  .string()
  .min(1, "Token ID is required")
  .regex(ADDRESS, "Token ID must be a token address: 0x and 40 hex digits")
  .meta({ example: "0x5555555555555555555555555555555555555555" });

/** What the server issues (POST /token-reactions/session): a random id, a dot, and the server's HMAC of the id (base64url). */
export const REACTION_SESSION_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
export const NOT_ISSUED_SESSION_MESSAGE = "Session ID is not one this server issued: get one from POST /api/v1/token-reactions/session";

export const sessionIdSchema = z
  .string()
  .min(1, "Session ID is required")
  .regex(REACTION_SESSION_PATTERN, NOT_ISSUED_SESSION_MESSAGE)
  .meta({ example: "q1Zc3m9Xr0aT5bW2yE7uKg.3Jx0dQyq0n2b6J8Zq4sV7uV5mKq8c1rR9yT2fA0wLhE" });

export const reactionCountsSchema = z.object({
  rocket: z.number().int().min(0),
  fire: z.number().int().min(0),
  poop: z.number().int().min(0),
  flag: z.number().int().min(0),
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

export const reactionFlagsSchema = z.object({
  rocket: z.boolean().optional(),
  fire: z.boolean().optional(),
  poop: z.boolean().optional(),
  flag: z.boolean().optional(),
});
export type ReactionFlags = z.infer<typeof reactionFlagsSchema>;

export const tokenReactionsRequestSchema = z.object({
  tokenIds: z
    .array(tokenIdSchema)
    .min(1, "At least one token ID is required")
    .max(TOKEN_REACTIONS_MAX_TOKENS, `At most ${TOKEN_REACTIONS_MAX_TOKENS} token IDs per request`),
});
export type TokenReactionsRequest = z.infer<typeof tokenReactionsRequestSchema>;

/** POST /token-reactions answers with each requested token's counts. */
export const tokenReactionsResponseSchema = z.record(tokenIdSchema, reactionCountsSchema);
export type TokenReactionsResponse = z.infer<typeof tokenReactionsResponseSchema>;

/** The body of adding or removing one reaction. */
export const reactionRequestSchema = z.object({ sessionId: sessionIdSchema });
export type ReactionRequest = z.infer<typeof reactionRequestSchema>;

/** POST /token-reactions/session answers a new session id, signed by the server. */
export const reactionSessionResponseSchema = z.object({ sessionId: sessionIdSchema });
export type ReactionSessionResponse = z.infer<typeof reactionSessionResponseSchema>;
