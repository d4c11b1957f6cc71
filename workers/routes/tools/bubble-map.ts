import { Hono } from "hono";
import { bubbleClustersQuerySchema, bubbleClustersSchema } from "../../../shared/schemas/bubble-clusters";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { cachedBubbleClusters } from "../../tools/bubble-map/cached-clusters";
import { noStateAt } from "../../tools/bubble-map/past-holders";
import { CHAIN_UNAVAILABLE } from "../../tools/chain-unavailable";

// GET /api/v1/tools/bubble-map/{tokenAddress}?limit=&block=: the largest holders and their clusters (shared/schemas/bubble-clusters.ts).
export const bubbleMapTool = new Hono<AppEnv>().get(
  "/:tokenAddress",
  documented({
    tag: "Tools",
    summary: "A token's holder clusters",
    description: "The largest holders, the transfers between them, their first funders and the clusters they form, now or at an earlier block.",
    response: bubbleClustersSchema,
    errors: { 400: "Invalid token address format", 404: "Token 0x… not found", 422: noStateAt(26), 503: CHAIN_UNAVAILABLE },
  }),
  validate("param", tokenParamSchema),
  validate("query", bubbleClustersQuerySchema),
  async (c) => {
    const token = c.req.valid("param").tokenAddress.toLowerCase();
    const { limit, block } = c.req.valid("query");
    return c.json(await cachedBubbleClusters(c.env, token, limit, block));
  },
);
