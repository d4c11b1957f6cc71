import { Hono } from "hono";
import { positionResponseSchema } from "../../../shared/schemas/token-holders";
import { positionParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { walletPosition } from "../../trading/position-value";

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
      description:
        "Holding, average cost, realized and unrealized PnL (the holders' accounting); null before the wallet's first trade. " +
        "value: what selling the whole holding returns now (the chain's quote, after the sell fee and price impact), the current position's cost and average cost, and the PnL on that basis.",
      response: positionResponseSchema,
      errors: { 400: "Invalid token address format", 404: "Token 0x… not found" },
    }),
    validate("param", positionParamSchema),
    async (c) => {
      const { tokenAddress, holderAddress } = c.req.valid("param");
      return c.json(await walletPosition(c.env, tokenAddress.toLowerCase(), holderAddress.toLowerCase()));
    },
  );
