import { Hono } from "hono";
import { searchQuerySchema, searchResponseSchema } from "../../../shared/schemas/search";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { searchPairs } from "../../queries/search";

// GET /api/v1/indexer/search?q=&includeZeroVolume=: pairs by address, symbol or name.
export const search = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Search",
    summary: "Pairs by symbol, name or address",
    description: "Live markets first; graduated curves are marked and ranked after them.",
    response: searchResponseSchema,
    errors: { 400: "Required" },
  }),
  validate("query", searchQuerySchema),
  async (c) => {
    const { q, includeZeroVolume } = c.req.valid("query");
    return c.json(await searchPairs(c.env.DB, q, includeZeroVolume === true));
  },
);
