import { Hono } from "hono";
import { broadcastRequestSchema, buyRequestSchema, quoteRequestSchema, sellRequestSchema } from "../../shared/schemas/trade";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { validate } from "../http/validate";
import { broadcastTransaction } from "../trading/broadcast";
import { liveQuote } from "../trading/quote";
import { placeTrade } from "../trading/trade";

// /api/v1/liquidlaunch: the signed-in user's buys and sells (the launchpad's curve, or HyperSwap V2 once
// bonded) and the trade panel's live quote. Answers are the caller's own: never cached.
export const liquidlaunch = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/quote", validate("query", quoteRequestSchema), async (c) => c.json(await liveQuote(c.env, c.req.valid("query"))))
  .post("/buy", limitWritesPerIp(), requireUser(), validate("json", buyRequestSchema), async (c) =>
    c.json(await placeTrade(c.env, c.var.user, "buy", c.req.valid("json"))),
  )
  .post("/sell", limitWritesPerIp(), requireUser(), validate("json", sellRequestSchema), async (c) =>
    c.json(await placeTrade(c.env, c.var.user, "sell", c.req.valid("json"))),
  );

// /api/v1/transactions: a transaction the user's wallet signed elsewhere, sent through our node.
export const transactions = new Hono<SignedInEnv>().post(
  "/broadcast",
  limitWritesPerIp(),
  requireUser(),
  validate("json", broadcastRequestSchema),
  async (c) => {
    const { ok, result } = await broadcastTransaction(c.env, c.var.user, c.req.valid("json"));
    return c.json(result, ok ? 200 : 400);
  },
);
