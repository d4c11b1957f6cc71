import { Hono } from "hono";
import { pairListQuerySchema } from "../../../shared/schemas/markets";
import { cacheFor } from "../../http/cache-control";
import { validate } from "../../http/validate";
import { listPairs } from "../../queries/market-pairs";

// GET /api/v1/indexer/pairs?protocol=&sort=&order=&limit=&offset=: HyperSwap V2 pairs and V3 pools.
export const pairs = new Hono<AppEnv>().use(cacheFor(2)).get("/", validate("query", pairListQuerySchema), async (c) => {
  return c.json(await listPairs(c.env.DB, c.req.valid("query")));
});
