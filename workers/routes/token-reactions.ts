import { Hono } from "hono";
import { z } from "zod";
import { reactionSchema, sessionIdSchema, tokenIdSchema, tokenReactionsRequestSchema } from "../../shared/schemas/reactions";
import { limitWritesPerIp, limitWritesPerSession } from "../abuse/rate-limits";
import { tokenReactionsOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { isIndexedToken } from "../queries/tokens";

const tokenParams = z.object({ tokenId: tokenIdSchema });
const reactionParams = z.object({ tokenId: tokenIdSchema, reaction: reactionSchema });
const sessionParams = z.object({ sessionId: sessionIdSchema, tokenId: tokenIdSchema });
const sessionBody = z.object({ sessionId: sessionIdSchema });

// /api/v1/token-reactions: counts and per-session toggles, one Durable Object per token.
export const tokenReactions = new Hono<AppEnv>()
  .post("/", validate("json", tokenReactionsRequestSchema), async (c) => {
    const { tokenIds } = c.req.valid("json");
    const entries = await Promise.all(tokenIds.map(async (tokenId) => [tokenId, await tokenReactionsOf(c.env, tokenId).counts()]));
    return c.json(Object.fromEntries(entries));
  })
  .get("/session/:sessionId/:tokenId", validate("param", sessionParams), async (c) => {
    const { sessionId, tokenId } = c.req.valid("param");
    return c.json(await tokenReactionsOf(c.env, tokenId).sessionFlags(sessionId));
  })
  .get("/:tokenId", validate("param", tokenParams), async (c) => {
    const { tokenId } = c.req.valid("param");
    if (!(await isIndexedToken(c.env.DB, tokenId))) throw new ApiError(404, `Token not found: ${tokenId}`);
    return c.json(await tokenReactionsOf(c.env, tokenId).counts());
  })
  // POST adds the session's reaction, DELETE removes it; both answer the token's counts.
  .on(
    ["POST", "DELETE"],
    "/:tokenId/:reaction",
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
