import { Hono } from "hono";
import { pairListQuerySchema, pairListResponseSchema } from "../../../shared/schemas/markets";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { listPairs } from "../../queries/market-pairs";

// GET /api/v1/indexer/pairs?protocol=&sort=&order=&limit=&offset=: HyperSwap V2 pairs and V3 pools.
export const marketPairsRoute = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Markets",
    summary: "HyperSwap pairs and pools",
    description: "Sorted and paged; liquidity is the same figure as on each pair's page.",
    response: pairListResponseSchema,
    errors: { 400: "Minimum liquidity must be a whole number, 0 or more" },
  }),
  validate("query", pairListQuerySchema),
  async (c) => {
    return c.json(await listPairs(c.env.DB, c.req.valid("query"), Math.floor(Date.now() / 1000)));
  },
);
