import type { Context } from "hono";
import { BUBBLE_MAP_TOOL_LIMIT } from "../../shared/schemas/bubble-clusters";
import type { VoterTier } from "../../shared/schemas/clicker";
import { addressNetwork } from "../abuse/address-network";
import { clientAddress } from "../abuse/rate-limits";
import { userOfBearer } from "../auth/require-user";
import { loggableMessage } from "../http/loggable-message";
import * as swaps from "../stores/swaps";
import { cachedBubbleClusters } from "../tools/bubble-map/cached-clusters";
import type { Voter } from "./round-ledger";

/**
 * The voter a wallet's clicks on `token` count for: the token's bubble-map cluster holding the wallet (named by its
 * first member, so every wallet of it is one voter), else the wallet. A map that cannot be read (the node is down)
 * leaves the wallet on its own rather than refusing its clicks.
 */
async function clusterVoter(env: Env, token: string, wallet: string): Promise<string> {
  try {
    const map = await cachedBubbleClusters(env, token, BUBBLE_MAP_TOOL_LIMIT, undefined);
    const cluster = map.clusters.find((candidate) => candidate.members.includes(wallet));
    if (cluster !== undefined) return `cluster:${[...cluster.members].sort()[0]}`;
  } catch (error) {
    console.warn(`clicker: bubble map of ${token} unavailable:`, loggableMessage(error as Error));
  }
  return `wallet:${wallet}`;
}

/** Any swap of the wallet in our index (the archive too) makes it a trader. */
async function hasTraded(env: Env, wallet: string): Promise<boolean> {
  return (await swaps.ofTrader(env, wallet, undefined, 1)).length > 0;
}

/** Who a batch counts for: the verified session, the client's IP (an IPv6 client's /64), with a valid access token, the user's wallet. */
export async function voterOf(c: Context<AppEnv>, session: string, token: string): Promise<Voter> {
  const ip = addressNetwork(clientAddress(c));
  const signedIn = await userOfBearer(c.env, c.req.header("Authorization"));
  if (signedIn === null) return { session, ip, wallet: null, voter: `ip:${ip}`, tier: "anonymous" };
  const wallet = signedIn.user.walletAddress.toLowerCase();
  const [traded, voter] = await Promise.all([hasTraded(c.env, wallet), clusterVoter(c.env, token, wallet)]);
  const tier: VoterTier = traded ? "trader" : "wallet";
  return { session, ip, wallet, voter, tier };
}
