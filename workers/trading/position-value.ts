import { type Address, formatEther } from "viem";
import type { PositionValue } from "../../shared/schemas/position-value";
import type { PositionResponse } from "../../shared/schemas/token-holders";
import { chainConfigFor } from "../chain/chain-config";
import type { HolderRow } from "../db/holder-balances";
import { latestHypeUsd } from "../queries/hype-price";
import { holderEntry, tokenHolders } from "../queries/token-holders";
import { chainClient, quoteTrade, readTokenMarket } from "./market";

// GET /indexer/position: a wallet's account in a token from the index, valued at what selling it all would
// return now by the chain's own quote (see positionValueSchema).

/** The chain's quote for selling `raw` units of the token now; null when nothing can sell it (or the node does not answer). */
async function sellQuote(env: Env, token: Address, raw: bigint): Promise<Omit<NonNullable<PositionValue["sellNow"]>, "usd"> | null> {
  if (raw === 0n) return null;
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  try {
    const market = await readTokenMarket(client, chain, token);
    if (market.soldOut) return null;
    const quote = await quoteTrade(client, market, "sell", raw, 0);
    return {
      hype: formatEther(quote.amountOut),
      feeHype: formatEther(quote.fee),
      priceImpactPercent: Number(quote.priceImpactPercent.toFixed(4)),
      route: market.route,
    };
  } catch {
    return null;
  }
}

async function positionValue(env: Env, token: Address, row: HolderRow): Promise<PositionValue> {
  const [quote, hypeUsd] = await Promise.all([sellQuote(env, token, BigInt(row.raw_balance)), latestHypeUsd(env.DB)]);
  const usd = quote === null || hypeUsd === null ? null : Number(quote.hype) * hypeUsd;
  return {
    costUsd: row.cost_usd,
    averageCostUsd: row.cost_tokens > 0 ? row.cost_usd / row.cost_tokens : null,
    sellNow: quote === null ? null : { ...quote, usd },
    realizedPnlUsd: row.realized_pnl_usd,
    unrealizedPnlUsd: usd === null ? null : usd - row.cost_usd,
  };
}

/** One wallet's position in a token, null before its first trade; its PnL is the sell-now quote's when there is one. */
export async function walletPosition(env: Env, token: string, holder: string): Promise<PositionResponse> {
  const context = await tokenHolders(env.DB, token, 1, holder);
  const row = context.holders[0];
  if (row === undefined) return { position: null, tokenAddress: token, value: null };
  const entry = holderEntry(row, context);
  const value = await positionValue(env, token as Address, row);
  // A trader's PnL in the entry follows the quote too, so the answer never holds two unrealized figures.
  const position =
    entry.unrealizedPnl === null || value.unrealizedPnlUsd === null
      ? entry
      : { ...entry, unrealizedPnl: value.unrealizedPnlUsd, totalPnl: value.realizedPnlUsd + value.unrealizedPnlUsd };
  return { position, tokenAddress: token, value };
}
