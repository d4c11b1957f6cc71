import { Hono } from "hono";
import { activityQuerySchema, activityResponseSchema } from "../../../shared/schemas/activity";
import { pairParamSchema, traderParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { listActivity } from "../../queries/activity";
import { requirePair } from "../../queries/pair-meta";

// GET /api/v1/indexer/activity/{pairAddress}[/trader/{traderAddress}]
export const activity = new Hono<AppEnv>()

  .get(
    "/:pairAddress",
    documented({
      tag: "Pairs",
      summary: "Trades and liquidity events of a pair",
      description: "Newest first, paged by a cursor; filter by event type.",
      response: activityResponseSchema,
      errors: { 400: "Invalid pair address format", 404: "Pair 0x… not found" },
    }),
    validate("param", pairParamSchema),
    validate("query", activityQuerySchema),
    async (c) => {
      const pair = await requirePair(c.env.DB, c.req.valid("param").pairAddress);
      return c.json(await listActivity(c.env, pair, c.req.valid("query"), null));
    },
  )
  .get(
    "/:pairAddress/trader/:traderAddress",
    documented({
      tag: "Traders",
      summary: "One trader's activity in a pair",
      response: activityResponseSchema,
      errors: { 400: "Invalid trader address format", 404: "Pair 0x… not found" },
    }),
    validate("param", traderParamSchema),
    validate("query", activityQuerySchema),
    async (c) => {
      const { pairAddress, traderAddress } = c.req.valid("param");
      const pair = await requirePair(c.env.DB, pairAddress);
      return c.json(await listActivity(c.env, pair, c.req.valid("query"), traderAddress.toLowerCase()));
    },
  );
