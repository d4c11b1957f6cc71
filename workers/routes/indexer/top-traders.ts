import { Hono } from "hono";
import { TOP_TRADERS_LIMIT_DEFAULT, type TopTradersResponse, topTradersQuerySchema, topTradersResponseSchema } from "../../../shared/schemas/top-traders";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { topTraders } from "../../queries/top-traders";

// GET /api/v1/indexer/top-traders/{tokenAddress}?limit=: who made and lost the most on a launch, curve and pair together.
export const topTradersRoute = new Hono<AppEnv>().get(
  "/:tokenAddress",
  documented({
    tag: "Tokens",
    summary: "A token's top traders",
    description: "People who traded the token, best total PnL (realized plus unrealized at the latest price) first, across its curve and pair.",
    response: topTradersResponseSchema,
    errors: { 400: "Invalid token address format", 404: "Token 0x… not found" },
  }),
  validate("param", tokenParamSchema),
  validate("query", topTradersQuerySchema),
  async (c) => {
    const address = c.req.valid("param").tokenAddress.toLowerCase();
    const traders = await topTraders(c.env.DB, address, c.req.valid("query").limit ?? TOP_TRADERS_LIMIT_DEFAULT);
    const body: TopTradersResponse = { tokenAddress: address, traders };
    return c.json(body);
  },
);
