import { Hono } from "hono";
import { pairFeedOf } from "../durable-objects";
import { errorResponse } from "../http/errors";
import { pairParamSchema } from "../http/params";
import { validate } from "../http/validate";
import { requirePair } from "../queries/pair-meta";

// GET /ws/pairs/{pairAddress}: a WebSocket of the pair's live trades and candles (see PairFeed).
export const pairFeedRoute = new Hono<AppEnv>().get("/:pairAddress", validate("param", pairParamSchema), async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return errorResponse(c, 400, "Expected a WebSocket upgrade (Upgrade: websocket)");
  }
  const pair = await requirePair(c.env.DB, c.req.valid("param").pairAddress);
  return pairFeedOf(c.env, pair.address).fetch(c.req.raw);
});
