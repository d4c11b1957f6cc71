import { Hono } from "hono";
import { HOLDERS_LIMIT_DEFAULT, type HoldersResponse, holdersQuerySchema, holdersResponseSchema } from "../../../shared/schemas/token-holders";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { holderEntry, tokenHolders } from "../../queries/token-holders";

// GET /api/v1/indexer/holders/{tokenAddress}?limit=: the largest holders first, with their trading accounts.
export const tokenHoldersRoute = new Hono<AppEnv>().get(
  "/:tokenAddress",
  documented({
    tag: "Tokens",
    summary: "A token's holders",
    description: "Largest first; markets, the curve, burn addresses and the token contract are labelled and carry no PnL.",
    response: holdersResponseSchema,
    errors: { 400: "Invalid token address format", 404: "Token 0x… not found" },
  }),
  validate("param", tokenParamSchema),
  validate("query", holdersQuerySchema),
  async (c) => {
    const address = c.req.valid("param").tokenAddress.toLowerCase();
    const limit = c.req.valid("query").limit ?? HOLDERS_LIMIT_DEFAULT;
    const context = await tokenHolders(c.env.DB, address, limit);
    const entries = context.holders.map((row) => holderEntry(row, context));
    const body: HoldersResponse = { holders: entries, count: entries.length, tokenAddress: address, limit, top10Percentage: context.top10Percentage };
    return c.json(body);
  },
);
