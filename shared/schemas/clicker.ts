import { addressSchema, queryInt } from "./primitives";
import { reactionCountsSchema, sessionIdSchema } from "./reactions";
import { z } from "./zod";

// /api/v1/tools/clicker: the Token Clicker, a daily community vote counted by one Durable Object per UTC day.

/** The page sends at most one batch this often, so a click never waits for the network. */
export const CLICKER_BATCH_INTERVAL_MS = 3000;
/** The most clicks one batch carries: above what a person sustains for 3 s (about 16 a second). */
export const CLICKER_BATCH_MAX_CLICKS = 50;

/**
 * Clicks a round accepts from one subject. A session is one browser; a signed-in wallet (with every wallet of
 * its bubble-map cluster) is scarcer, so it may play twice as long; an IP address is shared by households
 * and offices, so it allows several full sessions.
 */
export const CLICKER_CAPS = { session: 3000, wallet: 6000, ip: 20000 } as const;

/** What one click weighs: an anonymous session least, a signed-in wallet more, a wallet that traded in our index most. */
export const CLICKER_WEIGHTS = { anonymous: 1, wallet: 2, trader: 3 } as const;
export type VoterTier = keyof typeof CLICKER_WEIGHTS;

/**
 * A voter's clicks on one token count as organic up to this many a round: a person's honest play. Clicks past it
 * still count in the weighted votes, but a flood from one voter shows as a low organic share.
 */
export const CLICKER_ORGANIC_CLICKS = 100;

/** Leaders shown per board. */
export const CLICKER_BOARD_SIZE = 10;
export const CLICKER_ROUNDS_MAX = 30;

export const CLICKER_ROUND_OVER = "This round has ended; send the batch again to count it in the new round";

/** YYYY-MM-DD: the UTC day a round covers. */
export const roundIdSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Round must be a UTC date: YYYY-MM-DD")
  .meta({ example: "2026-11-28" });

export const clickerSessionResponseSchema = z.object({ sessionId: sessionIdSchema });
export type ClickerSessionResponse = z.infer<typeof clickerSessionResponseSchema>;

export const clickerBatchRequestSchema = z.object({
  sessionId: sessionIdSchema,
  /** Chosen by the page per batch; a batch sent again with the same id (after a lost answer) counts once. */
  batchId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Batch ID must be 8 to 64 letters, digits, - or _")
    .meta({ example: "k3J9x0Qa7b" }),
  tokenAddress: addressSchema("Token address must be 0x and 40 hex digits"),
  clicks: z
    .number()
    .int("Clicks must be a whole number")
    .min(1, "A batch carries at least 1 click")
    .max(CLICKER_BATCH_MAX_CLICKS, `A batch carries at most ${CLICKER_BATCH_MAX_CLICKS} clicks`),
});
export type ClickerBatchRequest = z.infer<typeof clickerBatchRequestSchema>;

/** A token's tally in a round (or summed over every round). */
export const clickerTallySchema = z.object({
  tokenAddress: addressSchema(),
  clicks: z.number().int().min(0),
  weightedVotes: z.number().int().min(0),
  /** The weighted votes of distinct voters, each counted up to CLICKER_ORGANIC_CLICKS clicks. */
  organicVotes: z.number().int().min(0),
  /** organicVotes / weightedVotes, 0 to 1 (0 without votes). */
  organicShare: z.number().min(0).max(1),
  voters: z.number().int().min(0),
});
export type ClickerTally = z.infer<typeof clickerTallySchema>;

/** This browser's standing in the round: its clicks and its place among every session by clicks (null before its first). */
export const clickerYouSchema = z.object({ clicks: z.number().int().min(0), rank: z.number().int().min(1).nullable() });
export type ClickerYou = z.infer<typeof clickerYouSchema>;

export const clickerRoundSchema = z.object({
  id: roundIdSchema,
  /** Unix seconds: the next UTC midnight. */
  endsAt: z.number().int(),
});
export type ClickerRound = z.infer<typeof clickerRoundSchema>;

export const clickerBatchResponseSchema = z.object({
  round: clickerRoundSchema,
  /** The clicks counted: fewer than sent when a cap was reached within the batch. */
  accepted: z.number().int().min(0),
  /** True when this batch id had already been counted: the first answer, unchanged. */
  duplicate: z.boolean(),
  tier: z.enum(["anonymous", "wallet", "trader"]),
  weight: z.number().int().min(1),
  token: clickerTallySchema,
  you: clickerYouSchema,
});
export type ClickerBatchResponse = z.infer<typeof clickerBatchResponseSchema>;

/** A board row: the tally with the token's market and reactions. */
export const clickerLeaderSchema = clickerTallySchema.extend({
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  imageUri: z.string().nullable(),
  pairAddress: addressSchema().nullable(),
  priceUsd: z.number().nullable(),
  priceChange24h: z.number().nullable(),
  marketCapUsd: z.number().nullable(),
  /** Hourly closing prices (USD) over the last 24 h, oldest first. */
  sparkline: z.array(z.number()),
  reactions: reactionCountsSchema,
});
export type ClickerLeader = z.infer<typeof clickerLeaderSchema>;

export const clickerWinnerSchema = clickerTallySchema.extend({ round: roundIdSchema, symbol: z.string().nullable() });
export type ClickerWinner = z.infer<typeof clickerWinnerSchema>;

export const clickerBoardSchema = z.object({
  round: clickerRoundSchema,
  today: z.array(clickerLeaderSchema),
  allTime: z.array(clickerLeaderSchema),
  pastWinners: z.array(clickerWinnerSchema),
});
export type ClickerBoard = z.infer<typeof clickerBoardSchema>;

/** POST /standing: the session in the body, so its id never sits in a URL that logs and proxies keep. */
export const clickerStandingRequestSchema = z.object({ sessionId: sessionIdSchema });

export const clickerRoundsQuerySchema = z.object({
  limit: queryInt(z.number().int().min(1).max(CLICKER_ROUNDS_MAX)).default(CLICKER_ROUNDS_MAX),
});
export const clickerRoundsSchema = z.object({ rounds: z.array(clickerWinnerSchema) });
export type ClickerRounds = z.infer<typeof clickerRoundsSchema>;

/** Frames of the board's WebSocket: the round's leaders after every change, and a new round beginning. */
export const clickerLiveMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("board"), round: clickerRoundSchema, today: z.array(clickerTallySchema), sentAt: z.number() }),
  z.object({ type: z.literal("rolled"), round: roundIdSchema }),
]);
export type ClickerLiveMessage = z.infer<typeof clickerLiveMessageSchema>;

/** Batch requests one IP address may send a minute: 20 browsers behind one address at one batch every 3 s, with room. */
export const CLICKER_BATCHES_PER_IP = { limit: 600, windowSeconds: 60 } as const;
