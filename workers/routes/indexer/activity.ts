import { Hono } from "hono";
import { activityQuerySchema } from "../../../shared/schemas/activity";
import { cacheFor } from "../../http/cache-control";
import { pairParamSchema, traderParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { listActivity } from "../../queries/activity";
import { requirePair } from "../../queries/pair-meta";

// GET /api/v1/indexer/activity/{pairAddress}[/trader/{traderAddress}]
export const activity = new Hono<AppEnv>()
  .use(cacheFor(1))
  .get("/:pairAddress", validate("param", pairParamSchema), validate("query", activityQuerySchema), async (c) => {
    const pair = await requirePair(c.env.DB, c.req.valid("param").pairAddress);
    return c.json(await listActivity(c.env.DB, pair, c.req.valid("query"), null));
  })
  .get("/:pairAddress/trader/:traderAddress", validate("param", traderParamSchema), validate("query", activityQuerySchema), async (c) => {
    const { pairAddress, traderAddress } = c.req.valid("param");
    const pair = await requirePair(c.env.DB, pairAddress);
    return c.json(await listActivity(c.env.DB, pair, c.req.valid("query"), traderAddress.toLowerCase()));
  });
