import { z } from "./zod";

export const REACTIONS = ["rocket", "fire", "poop", "flag"] as const;
export const reactionSchema = z.enum(REACTIONS);
export type Reaction = z.infer<typeof reactionSchema>;

export const tokenIdSchema = z.string().min(1, "Token ID is required").meta({ example: "0x5555555555555555555555555555555555555555" });
export const sessionIdSchema = z.string().min(1, "Session ID is required").meta({ example: "6f1c2a9e-3b7d-4f0e-9a51-2d8c7e4b1f03" });

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
  tokenIds: z.array(tokenIdSchema).min(1, "At least one token ID is required"),
});
export type TokenReactionsRequest = z.infer<typeof tokenReactionsRequestSchema>;

/** POST /token-reactions answers with each requested token's counts. */
export const tokenReactionsResponseSchema = z.record(tokenIdSchema, reactionCountsSchema);
export type TokenReactionsResponse = z.infer<typeof tokenReactionsResponseSchema>;

/** The body of adding or removing one reaction. */
export const reactionRequestSchema = z.object({ sessionId: sessionIdSchema });
export type ReactionRequest = z.infer<typeof reactionRequestSchema>;
