import { Hono } from "hono";
import { tokenListQuerySchema } from "../../../shared/schemas/markets";
import { cacheFor } from "../../http/cache-control";
import { validate } from "../../http/validate";
import { listTokens } from "../../queries/market-tokens";

// GET /api/v1/indexer/tokens?tokenType=&sort=&order=&limit=&offset=: every indexed token with its market figures.
export const tokens = new Hono<AppEnv>().use(cacheFor(2)).get("/", validate("query", tokenListQuerySchema), async (c) => {
  return c.json(await listTokens(c.env.DB, c.req.valid("query")));
});
