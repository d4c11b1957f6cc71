import { Hono } from "hono";
import { pairFeedServerMessageSchema } from "../../shared/schemas/pair-feed";
import { pairFeedOf } from "../durable-objects";
import { errorResponse } from "../http/errors";
import { pairParamSchema } from "../http/params";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { requirePair } from "../queries/pair-meta";

// GET /ws/pairs/{pairAddress}: a WebSocket of the pair's live trades and candles (see PairFeed).
export const pairFeedRoute = new Hono<AppEnv>().get(
  "/:pairAddress",
  documented({
    tag: "Live",
    summary: "A pair's live trades and candles (WebSocket)",
    description:
      "Upgrade to a WebSocket, then send PairFeedClientMessage frames ({type: 'subscribe', timeframes, candleType}); " +
      "every frame the server sends is one PairFeedServerMessage (JSON): subscribed, update (one per committed update: its trades, " +
      "the subscribed timeframes' candles and the pair's detail after that commit) or error.",
    status: 101,
    response: pairFeedServerMessageSchema,
    errors: { 400: "Expected a WebSocket upgrade (Upgrade: websocket)", 404: "Pair 0x… not found" },
  }),
  validate("param", pairParamSchema),
  async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      return errorResponse(c, 400, "Expected a WebSocket upgrade (Upgrade: websocket)");
    }
    const pair = await requirePair(c.env.DB, c.req.valid("param").pairAddress);
    return pairFeedOf(c.env, pair.address).fetch(c.req.raw);
  },
);
