import { Hono } from "hono";
import { z } from "zod";
import {
  NOT_ISSUED_SESSION_MESSAGE,
  REACTIONS,
  type ReactionCounts,
  type ReactionSessionResponse,
  reactionCountsSchema,
  reactionFlagsSchema,
  reactionSchema,
  reactionSessionResponseSchema,
  sessionIdSchema,
  tokenIdSchema,
  tokenReactionsRequestSchema,
  tokenReactionsResponseSchema,
} from "../../shared/schemas/reactions";
import { limitPerIp, limitWritesPerIp, limitWritesPerSession, REACTION_LIMITS } from "../abuse/rate-limits";
import { tokenReactionsOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { indexedTokenAddresses, isIndexedToken } from "../queries/indexed-tokens";
import { issuedSessionKey, issueReactionSession, requireIssuedSession, verifiedReactionSession } from "../reactions/reaction-sessions";

const tokenParams = z.object({ tokenId: tokenIdSchema });
const reactionParams = z.object({ tokenId: tokenIdSchema, reaction: reactionSchema });
const sessionParams = z.object({ sessionId: sessionIdSchema, tokenId: tokenIdSchema });
const sessionBody = z.object({ sessionId: sessionIdSchema });

const NO_REACTIONS: ReactionCounts = { rocket: 0, fire: 0, poop: 0, flag: 0 };

async function requireIndexedToken(env: Env, tokenId: string) {
  if (!(await isIndexedToken(env.DB, tokenId))) throw new ApiError(404, `Token not found: ${tokenId}`);
}

// /api/v1/token-reactions: counts and per-session toggles, one Durable Object per token the index knows.
export const tokenReactions = new Hono<AppEnv>()
  .post(
    "/",
    documented({
      tag: "Reactions",
      summary: "Reaction counts of several tokens",
      description: "Up to 100 token addresses; a token the index does not know counts zero.",
      response: tokenReactionsResponseSchema,
      errors: {
        400: "At most 100 token IDs per request",
        429: "Too many reaction counts from this IP address: at most 60 every 60 seconds. Retry after 12 seconds.",
      },
    }),
    limitPerIp(REACTION_LIMITS.batchesPerIp, "reaction counts"),
    validate("json", tokenReactionsRequestSchema),
    async (c) => {
      const { tokenIds } = c.req.valid("json");
      // One D1 query first: an unknown address never reaches (and so never creates) a Durable Object.
      const indexed = await indexedTokenAddresses(c.env.DB, tokenIds);
      const entries = await Promise.all(
        tokenIds.map(async (tokenId) => [tokenId, indexed.has(tokenId.toLowerCase()) ? await tokenReactionsOf(c.env, tokenId).counts() : NO_REACTIONS]),
      );
      return c.json(Object.fromEntries(entries));
    },
  )
  .post(
    "/session",
    documented({
      tag: "Reactions",
      summary: "A new reaction session",
      description: "The session id to send with reactions, signed by the server. Keep it: it is the only way to remove this session's reactions.",
      response: reactionSessionResponseSchema,
      status: 201,
      errors: {
        429: "Too many reaction sessions from this IP address: at most 30 every 3600 seconds. Retry after 1800 seconds.",
        503: "Reactions are not configured on this server",
      },
    }),
    limitPerIp(REACTION_LIMITS.sessionsPerIp, "reaction sessions"),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ sessionId: await issueReactionSession(c.env) } satisfies ReactionSessionResponse, 201);
    },
  )
  .get(
    "/session/:sessionId/:tokenId",
    documented({
      tag: "Reactions",
      summary: "Which reactions a session has given a token",
      response: reactionFlagsSchema,
      errors: { 400: "Session ID is required", 401: NOT_ISSUED_SESSION_MESSAGE, 503: "Reactions are not configured on this server" },
    }),
    validate("param", sessionParams),
    async (c) => {
      const { sessionId, tokenId } = c.req.valid("param");
      const session = await verifiedReactionSession(c.env, sessionId);
      c.header("Cache-Control", "no-store");
      if (!(await isIndexedToken(c.env.DB, tokenId))) return c.json(Object.fromEntries(REACTIONS.map((reaction) => [reaction, false])));
      return c.json(await tokenReactionsOf(c.env, tokenId).sessionFlags(session));
    },
  )
  .get(
    "/:tokenId",
    documented({
      tag: "Reactions",
      summary: "A token's reaction counts",
      response: reactionCountsSchema,
      errors: { 400: "Token ID must be a token address: 0x and 40 hex digits", 404: "Token not found: 0x…" },
    }),
    validate("param", tokenParams),
    async (c) => {
      const { tokenId } = c.req.valid("param");
      await requireIndexedToken(c.env, tokenId);
      return c.json(await tokenReactionsOf(c.env, tokenId).counts());
    },
  )
  // POST adds the session's reaction, DELETE removes it; both answer the token's counts.
  .on(
    ["POST", "DELETE"],
    "/:tokenId/:reaction",
    documented({
      tag: "Reactions",
      summary: "Add (POST) or remove (DELETE) a session's reaction",
      description:
        "Once per session, token and reaction: a repeated add or remove changes nothing. The session id is one POST /token-reactions/session issued. Answers the token's counts.",
      response: reactionCountsSchema,
      errors: {
        400: "Invalid enum value. Expected 'rocket' | 'fire' | 'poop' | 'flag', received 'x'",
        401: NOT_ISSUED_SESSION_MESSAGE,
        404: "Token not found: 0x…",
        429: "Too many writes from this session: at most 30 every 60 seconds. Retry after 12 seconds.",
        503: "Reactions are not configured on this server",
      },
    }),
    limitWritesPerIp(),
    validate("param", reactionParams),
    validate("json", sessionBody),
    requireIssuedSession(),
    limitWritesPerSession(),
    async (c) => {
      const { tokenId, reaction } = c.req.valid("param");
      const session = issuedSessionKey(c.req.valid("json").sessionId);
      await requireIndexedToken(c.env, tokenId);
      const token = tokenReactionsOf(c.env, tokenId);
      return c.json(await (c.req.method === "POST" ? token.add(session, reaction) : token.remove(session, reaction)));
    },
  );
