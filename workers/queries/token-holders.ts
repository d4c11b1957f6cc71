import { formatUnits } from "viem";
import type { Holder, HolderType } from "../../shared/schemas/token-holders";
import { HOLDER_SELECT, type HolderRow } from "../db/holder-balances";
import { pairIdOf } from "../db/ids";
import { untradedPriceUsdSql } from "../db/untraded-price";
import { ApiError } from "../http/errors";
import { latestSwapSql } from "../stores/swap-sql";
import { holderCounts } from "./holder-counts";
import { holderType, isLabelled, type LabelContext, marketsSql } from "./holder-labels";
import type { TokenRecord } from "./token-record";

export type TokenHolders = {
  token: TokenRecord;
  labels: LabelContext;
  latestPriceUsd: number | null;
  /** Holders with a positive balance, largest first. */
  holders: HolderRow[];
  /** The share of the supply in circulation the ten largest people hold, in percent. */
  top10Percentage: number;
};

/** The V2 pair a launch bonded into. */
const GRADUATED_TO = "(SELECT pair_created FROM tokens WHERE address = ?1)";

/** The newest USD price of a pair's trades. */
const latestPriceOf = (pair: string) => latestSwapSql(pairIdOf(pair), "s.price_usd", "s.price_usd IS NOT NULL");

/**
 * A token, its labels, its latest USD price (its V2 pair's newest trade, else that pair's reserves from the bonding,
 * else its curve's newest trade) and its
 * `limit` largest holders (or the one `holder`), in one D1 batch; a 404 for a token the indexer never saw.
 */
export async function tokenHolders(db: D1Database, address: string, limit: number, holder?: string): Promise<TokenHolders> {
  const people = holderCounts(db, [address]);
  // One holder's account (a position), even once sold out: its realized PnL stays.
  const holdersSql =
    holder === undefined
      ? `SELECT ${HOLDER_SELECT} FROM holder_balances h WHERE h.token_address = ?1 AND h.raw_balance > 0 ORDER BY h.raw_balance DESC LIMIT ?2`
      : `SELECT ${HOLDER_SELECT} FROM holder_balances h WHERE h.token_address = ?1 AND h.holder_address = ?3 LIMIT ?2`;
  const [token, markets, price, holders] = await db.batch([
    db.prepare("SELECT * FROM tokens WHERE address = ?1").bind(address),
    db.prepare(marketsSql("?1")).bind(JSON.stringify([address])),
    db.prepare(`SELECT COALESCE(${latestPriceOf(GRADUATED_TO)}, ${untradedPriceUsdSql(GRADUATED_TO)}, ${latestPriceOf("?1")}) AS price_usd`).bind(address),
    holder === undefined ? db.prepare(holdersSql).bind(address, limit) : db.prepare(holdersSql).bind(address, limit, holder),
  ]);
  const record = token!.results[0] as TokenRecord | undefined;
  if (record === undefined) throw new ApiError(404, `Token ${address} not found`);
  return {
    token: record,
    labels: {
      token: address,
      creator: record.creator_address,
      markets: new Map((markets!.results as { address: string; kind: HolderType }[]).map((row) => [row.address, row.kind])),
    },
    latestPriceUsd: (price!.results[0] as { price_usd: number } | undefined)?.price_usd ?? null,
    holders: holders!.results as HolderRow[],
    top10Percentage: ((await people).get(address)?.top10Share ?? 0) * 100,
  };
}

/** A holder's share of the supply in circulation (percent), null when the supply is unknown. */
export function supplyPercentage(balance: number, token: TokenRecord): number | null {
  const supply = Number(token.circulating_supply ?? token.total_supply ?? 0);
  return supply > 0 ? (balance / supply) * 100 : null;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? null : numerator / denominator);

/** A holder entry (see holderSchema for the accounting). */
export function holderEntry(row: HolderRow, context: TokenHolders): Holder {
  const decimals = context.token.decimals;
  const balance = formatUnits(BigInt(row.raw_balance), decimals);
  const held = Number(balance);
  const price = context.latestPriceUsd;
  const averageCost = ratio(row.cost_usd, row.cost_tokens) ?? 0;
  const share = supplyPercentage(held, context.token);
  const unrealizedPnl = price === null ? 0 : held * (price - averageCost);
  const trader = !isLabelled(row.holder_address, context.labels);
  return {
    holderAddress: row.holder_address,
    balance,
    rawBalance: row.raw_balance,
    tokenAddress: row.token_address,
    decimals,
    totalBought: row.total_bought,
    totalSold: row.total_sold,
    avgBuyPrice: ratio(row.bought_usd, row.total_bought),
    avgSellPrice: ratio(row.sold_usd, row.total_sold),
    avgBuyMcap: ratio(row.bought_mcap_tokens, row.total_bought),
    avgSellMcap: ratio(row.sold_mcap_tokens, row.total_sold),
    totalVolumeBoughtUsd: row.bought_usd,
    totalVolumeSoldUsd: row.sold_usd,
    tradeCount: row.trade_count,
    latestPriceUsd: price,
    remainingBalanceUsd: price === null ? null : held * price,
    remainingBalancePercentage: share,
    totalPnl: trader ? row.realized_pnl_usd + unrealizedPnl : null,
    unrealizedPnl: trader ? unrealizedPnl : null,
    realizedPnl: trader ? row.realized_pnl_usd : null,
    holderType: holderType(row.holder_address, share, context.labels),
  };
}
