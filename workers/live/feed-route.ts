import { Hono } from "hono";
import type { AppEnv } from "../env";
import { errorResponse } from "../http/errors";
import { validate } from "../http/validate";
import { pairParamSchema, requirePair } from "../http/params";

// GET /ws/pairs/{pairAddress}: a WebSocket of the pair's live trades and candles (see PairFeed).
export const pairFeed = new Hono<AppEnv>().get("/:pairAddress", validate("param", pairParamSchema), async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return errorResponse(c, 400, "Expected a WebSocket upgrade (Upgrade: websocket)");
  }
  const pair = await requirePair(c.env.DB, c.req.valid("param").pairAddress);
  return c.env.PAIR_FEED.get(c.env.PAIR_FEED.idFromName(pair.address)).fetch(c.req.raw);
});
