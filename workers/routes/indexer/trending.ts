import { Hono } from "hono";
import { TRENDING_FORMULA, TRENDING_FORMULA_TERMS, trendingQuerySchema, trendingResponseSchema } from "../../../shared/schemas/trending";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { trending } from "../../queries/trending";

// GET /api/v1/indexer/trending?window=&sort=&order=&limit=&offset=&<filters>: markets ranked for discovery.
export const trendingRoute = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Markets",
    summary: "Markets ranked by trending score or any figure, filtered and paged",
    description: `${TRENDING_FORMULA}. ${TRENDING_FORMULA_TERMS}`,
    response: trendingResponseSchema,
    errors: { 400: "Window must be 5m, 1h, 6h or 24h" },
  }),
  validate("query", trendingQuerySchema),
  async (c) => c.json(await trending(c.env.DB, c.req.valid("query"), Math.floor(Date.now() / 1000))),
);
