import { Hono } from "hono";
import { bubbleClustersQuerySchema, bubbleClustersSchema } from "../../../shared/schemas/bubble-clusters";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { bubbleClusters } from "../../tools/bubble-map/bubble-clusters";
import { noStateAt } from "../../tools/bubble-map/past-holders";
import { CHAIN_UNAVAILABLE, fromTheChain } from "../../tools/chain-unavailable";

/** Finding funders searches the chain's history for every holder: one map serves everyone this long. */
const MAP_CACHE_SECONDS = 60;

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
    const config = chainConfigFor(c.env);
    const { value } = await readThrough(cacheStoreFor(c.env), `bubble-map:${token}:${limit}:${block ?? "latest"}`, MAP_CACHE_SECONDS, () =>
      fromTheChain(() => bubbleClusters(c.env, chainClient(config.rpcUrl), token, { limit, chainId: config.chainId, atBlock: block })),
    );
    return c.json(value);
  },
);
