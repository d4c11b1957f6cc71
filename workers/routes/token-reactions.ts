import { Hono } from "hono";
import { z } from "zod";
import {
  reactionCountsSchema,
  reactionFlagsSchema,
  reactionSchema,
  sessionIdSchema,
  tokenIdSchema,
  tokenReactionsRequestSchema,
  tokenReactionsResponseSchema,
} from "../../shared/schemas/reactions";
import { limitWritesPerIp, limitWritesPerSession } from "../abuse/rate-limits";
import { tokenReactionsOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { isIndexedToken } from "../queries/tokens";

const tokenParams = z.object({ tokenId: tokenIdSchema });
const reactionParams = z.object({ tokenId: tokenIdSchema, reaction: reactionSchema });
const sessionParams = z.object({ sessionId: sessionIdSchema, tokenId: tokenIdSchema });
const sessionBody = z.object({ sessionId: sessionIdSchema });

// /api/v1/token-reactions: counts and per-session toggles, one Durable Object per token.
export const tokenReactions = new Hono<AppEnv>()
  .post(
    "/",
    documented({
      tag: "Reactions",
      summary: "Reaction counts of several tokens",
      response: tokenReactionsResponseSchema,
      errors: { 400: "Array must contain at most 100 element(s)" },
    }),
    validate("json", tokenReactionsRequestSchema),
    async (c) => {
      const { tokenIds } = c.req.valid("json");
      const entries = await Promise.all(tokenIds.map(async (tokenId) => [tokenId, await tokenReactionsOf(c.env, tokenId).counts()]));
      return c.json(Object.fromEntries(entries));
    },
  )
  .get(
    "/session/:sessionId/:tokenId",
    documented({
      tag: "Reactions",
      summary: "Which reactions a session has given a token",
      response: reactionFlagsSchema,
      errors: { 400: "String must contain at least 1 character(s)" },
    }),
    validate("param", sessionParams),
    async (c) => {
      const { sessionId, tokenId } = c.req.valid("param");
      return c.json(await tokenReactionsOf(c.env, tokenId).sessionFlags(sessionId));
    },
  )
  .get(
    "/:tokenId",
    documented({
      tag: "Reactions",
      summary: "A token's reaction counts",
      response: reactionCountsSchema,
      errors: { 400: "String must contain at least 1 character(s)", 404: "Token not found: 0x…" },
    }),
    validate("param", tokenParams),
    async (c) => {
      const { tokenId } = c.req.valid("param");
      if (!(await isIndexedToken(c.env.DB, tokenId))) throw new ApiError(404, `Token not found: ${tokenId}`);
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
      description: "Once per session, token and reaction: a repeated add or remove changes nothing. Answers the token's counts.",
      response: reactionCountsSchema,
      errors: { 400: "Invalid enum value. Expected 'rocket' | 'fire' | 'poop' | 'flag', received 'x'", 429: "Too many requests. Please slow down." },
    }),
    limitWritesPerIp(),
    validate("param", reactionParams),
    validate("json", sessionBody),
    limitWritesPerSession(),
    async (c) => {
      const { tokenId, reaction } = c.req.valid("param");
      const { sessionId } = c.req.valid("json");
      const token = tokenReactionsOf(c.env, tokenId);
      return c.json(await (c.req.method === "POST" ? token.add(sessionId, reaction) : token.remove(sessionId, reaction)));
    },
  );
