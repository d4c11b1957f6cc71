import { Hono } from "hono";
import { type PositionResponse, positionResponseSchema } from "../../../shared/schemas/holders";
import { positionParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { holderEntry, tokenHolders } from "../../queries/token-holders";

// GET /api/v1/indexer/position/{tokenAddress}/{holderAddress}: the trade panel's position box. A trader
// looks the moment their trade lands, so no cache may answer with the position from before it.
export const position = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/:tokenAddress/:holderAddress",
    documented({
      tag: "Tokens",
      summary: "One wallet's position in a token",
      description: "Holding, average cost, realized and unrealized PnL (the holders' accounting); null before the wallet's first trade.",
      response: positionResponseSchema,
      errors: { 400: "Invalid token address format", 404: "Token 0x… not found" },
    }),
    validate("param", positionParamSchema),
    async (c) => {
      const tokenAddress = c.req.valid("param").tokenAddress.toLowerCase();
      const context = await tokenHolders(c.env.DB, tokenAddress, 1, c.req.valid("param").holderAddress.toLowerCase());
      const row = context.holders[0];
      const body: PositionResponse = { position: row === undefined ? null : holderEntry(row, context), tokenAddress };
      return c.json(body);
    },
  );
