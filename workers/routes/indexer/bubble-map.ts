import { Hono } from "hono";
import { bubbleMapQuerySchema, bubbleMapResponseSchema } from "../../../shared/schemas/token-holders";
import { chainConfigFor } from "../../chain/chain-config";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { tokenBubbleMap } from "../../queries/bubble-map";

// GET /api/v1/indexer/bubble-map/{tokenAddress}?limit=: the largest holders as bubbles, linked by
// the direct transfers between them.
export const bubbleMap = new Hono<AppEnv>().get(
  "/:tokenAddress",
  documented({
    tag: "Tokens",
    summary: "A token's holder map",
    response: bubbleMapResponseSchema,
    errors: { 400: "Invalid token address format", 404: "Token 0x… not found" },
  }),
  validate("param", tokenParamSchema),
  validate("query", bubbleMapQuerySchema),
  async (c) => {
    const address = c.req.valid("param").tokenAddress.toLowerCase();
    return c.json(await tokenBubbleMap(c.env.DB, address, c.req.valid("query").limit, chainConfigFor(c.env).chainId));
  },
);
