import { Hono } from "hono";
import { tokenListQuerySchema, tokenListResponseSchema } from "../../../shared/schemas/markets";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { listTokens } from "../../queries/market-tokens";

// GET /api/v1/indexer/tokens?tokenType=&sort=&order=&limit=&offset=: every indexed token with its market figures.
export const marketTokensRoute = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Markets",
    summary: "Tokens across every market",
    description: "Volume and trades over every market a token trades in, on either side; each row opens its deepest market.",
    response: tokenListResponseSchema,
    errors: { 400: "Minimum liquidity must be a whole number, 0 or more" },
  }),
  validate("query", tokenListQuerySchema),
  async (c) => {
    return c.json(await listTokens(c.env.DB, c.req.valid("query"), Math.floor(Date.now() / 1000)));
  },
);
