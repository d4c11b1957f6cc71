import type { BubbleClusters } from "../../../shared/schemas/bubble-clusters";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { fromTheChain } from "../chain-unavailable";
import { bubbleClusters } from "./bubble-clusters";

/** Finding funders searches the chain's history for every holder: one map serves everyone this long. */
const MAP_CACHE_SECONDS = 60;

/** A token's bubble map with its clusters, shared through the cache by the bubble-map tool and the clicker's voter weights. */
export async function cachedBubbleClusters(env: Env, token: string, limit: number, block: number | undefined): Promise<BubbleClusters> {
  const config = chainConfigFor(env);
  const { value } = await readThrough(cacheStoreFor(env), `bubble-map:${token}:${limit}:${block ?? "latest"}`, MAP_CACHE_SECONDS, () =>
    fromTheChain(() => bubbleClusters(env, chainClient(config.rpcUrl), token, { limit, chainId: config.chainId, atBlock: block })),
  );
  return value;
}
