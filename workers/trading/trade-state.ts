import { type Address, formatEther, formatUnits } from "viem";
import type { TradeState } from "../../shared/schemas/trade-state";
import { CREATOR_SELL_LOCK_SECONDS } from "../../shared/trade-warnings";
import { chainConfigFor } from "../chain/chain-config";
import { chainClient, readTokenMarket, tokenBalance } from "./market";

/**
 * GET /liquidlaunch/trade-state: what the panel checks before the click, from the chain, for the caller's
 * wallet: the market (or a sold-out curve), the creator's sell lock, and the wallet's balances.
 */
export async function tradeState(env: Env, wallet: Address, token: Address): Promise<TradeState> {
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  const market = await readTokenMarket(client, chain, token);
  const [head, hype, held] = await Promise.all([
    client.getBlock({ blockTag: "latest" }),
    client.getBalance({ address: wallet, blockTag: "pending" }),
    tokenBalance(client, market, wallet),
  ]);
  const opensAt = market.creationTimestamp + CREATOR_SELL_LOCK_SECONDS;
  // The lock holds on the curve only: the pair knows nothing of it once the token is bonded.
  const locked = market.route === "launchpad" && market.creator.toLowerCase() === wallet.toLowerCase() && Number(head.timestamp) < opensAt;
  return {
    tokenAddress: market.token,
    symbol: market.symbol,
    route: market.soldOut ? null : market.route,
    soldOut: market.soldOut,
    creatorSellOpensAt: locked ? opensAt : null,
    hypeBalance: formatEther(hype),
    tokenBalance: formatUnits(held, market.decimals),
    chainTime: Number(head.timestamp),
  };
}
