import type { Context } from "hono";
import { BUBBLE_MAP_TOOL_LIMIT } from "../../shared/schemas/bubble-clusters";
import type { VoterTier } from "../../shared/schemas/clicker";
import { addressNetwork } from "../abuse/address-network";
import { clientAddress } from "../abuse/rate-limits";
import { userOfBearer } from "../auth/require-user";
import { cacheStoreFor } from "../cache/cache-for-env";
import { loggableMessage } from "../http/loggable-message";
import * as swaps from "../stores/swaps";
import { cachedBubbleClusters } from "../tools/bubble-map/cached-clusters";
import type { Voter } from "./round-ledger";

/** A cluster lookup that failed is not tried again for this long: a node that is down is not asked by every batch. */
const LOOKUP_FAILED_SECONDS = 30;

/**
 * The voter a wallet's clicks on `token` count for: the token's bubble-map cluster holding the wallet (named by its
 * first member, so every wallet of it is one voter), else the wallet. Null when the map cannot be read (the node is
 * down): the wallet's clicks must not then pass as a full-weight voter of their own, since the cluster that would
 * merge them is unknown. The failure is remembered LOOKUP_FAILED_SECONDS.
 */
async function clusterVoter(env: Env, token: string, wallet: string): Promise<string | null> {
  const store = cacheStoreFor(env);
  const failedKey = `clicker:cluster-lookup-failed:${token}`;
  const failed = await store.get(failedKey).catch((error: Error) => console.warn("clicker: cache read failed:", loggableMessage(error)));
  if (failed !== undefined) return null;
  try {
    const map = await cachedBubbleClusters(env, token, BUBBLE_MAP_TOOL_LIMIT, undefined);
    const cluster = map.clusters.find((candidate) => candidate.members.includes(wallet));
    return cluster === undefined ? `wallet:${wallet}` : `cluster:${[...cluster.members].sort()[0]}`;
  } catch (error) {
    console.warn(`clicker: bubble map of ${token} unavailable, the wallet votes as its IP:`, loggableMessage(error as Error));
    await store
      .set(failedKey, true, LOOKUP_FAILED_SECONDS)
      .catch((cacheError: Error) => console.warn("clicker: cache write failed:", loggableMessage(cacheError)));
    return null;
  }
}

/** Any swap of the wallet in our index (the archive too) makes it a trader. */
async function hasTraded(env: Env, wallet: string): Promise<boolean> {
  return (await swaps.ofTrader(env, wallet, undefined, 1)).length > 0;
}

/**
 * Who a batch counts for: the verified session, the client's IP (an IPv6 client's /64) and, with a valid access
 * token, the user's wallet. A signed-in wallet whose cluster cannot be looked up votes as an anonymous session.
 */
export async function voterOf(c: Context<AppEnv>, session: string, token: string): Promise<Voter> {
  const ip = addressNetwork(clientAddress(c));
  const anonymous: Voter = { session, ip, wallet: null, voter: `ip:${ip}`, tier: "anonymous" };
  const signedIn = await userOfBearer(c.env, c.req.header("Authorization"));
  if (signedIn === null) return anonymous;
  const wallet = signedIn.user.walletAddress.toLowerCase();
  const [traded, voter] = await Promise.all([hasTraded(c.env, wallet), clusterVoter(c.env, token, wallet)]);
  if (voter === null) return anonymous;
  const tier: VoterTier = traded ? "trader" : "wallet";
  return { session, ip, wallet, voter, tier };
}
