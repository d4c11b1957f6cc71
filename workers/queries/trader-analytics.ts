import { type DailyPnl, TRADER_WINDOWS, type TraderAnalytics, type TraderResponse } from "../../shared/schemas/trader-analytics";
import { displayedTokenSql } from "../db/chain-sql";
import * as swaps from "../stores/swaps";
import { swapActivity } from "./activity-items";
import { pairMetas } from "./pair-meta";

/** A trade of at least this many USD counts as large in trader analytics. */
export const LARGE_TRADE_USD = 10_000;

/** Swaps listed with a trader's analytics, newest first. */
export const TRADER_SWAPS_LIMIT = 100;

type Window = (typeof TRADER_WINDOWS)[number];
const WINDOW_SECONDS: Record<Window, number> = { "5m": 300, "1h": 3600, "6h": 21_600, "24h": 86_400, "7d": 604_800 };

// The pairs the trader traded (?1, a JSON array) and their displayed tokens (the side that is not WHYPE; see pair-sides.ts).
const TOKENS_SQL = `SELECT COUNT(*) AS pairs, COUNT(DISTINCT ${displayedTokenSql("p")}) AS tokens
  FROM json_each(?1) s JOIN pairs p ON p.address = s.value`;

const REALIZED_SQL = `SELECT COALESCE(SUM(realized_pnl_usd), 0) AS pnl, COALESCE(SUM(realized_pnl_usd > 0), 0) AS wins,
  COALESCE(SUM(realized_pnl_usd < 0), 0) AS losses FROM realized_trades WHERE trader_address = ?1`;

const DAY = "date(block_timestamp, 'unixepoch')";

type Totals = Record<string, number | null> & { trades: number };

/** A trader's totals: counts, sums, first and last trade, price impacts, large trades, and the same per window. */
function totalsOf(trades: swaps.StoredSwap[], nowUnix: number): Totals {
  const totals: Totals = { trades: 0, first_trade: null, last_trade: null, max_impact: null };
  const add = (key: string, value: number) => {
    totals[key] = (totals[key] ?? 0) + value;
  };
  for (const swap of trades) {
    const usd = swap.volume_usd ?? 0;
    add("trades", 1);
    add("volume", usd);
    add("buys", swap.is_buy);
    add("buy_volume", swap.is_buy === 1 ? usd : 0);
    totals.first_trade = Math.min(totals.first_trade ?? Infinity, swap.block_timestamp);
    totals.last_trade = Math.max(totals.last_trade ?? -Infinity, swap.block_timestamp);
    if (swap.price_impact_percent !== null) {
      add("impact_sum", swap.price_impact_percent);
      add("impacts", 1);
      totals.max_impact = Math.max(totals.max_impact ?? -Infinity, swap.price_impact_percent);
    }
    if (usd >= LARGE_TRADE_USD) {
      add("large_trades", 1);
      add("large_volume", usd);
    }
    TRADER_WINDOWS.forEach((window, index) => {
      if (swap.block_timestamp <= nowUnix - WINDOW_SECONDS[window]) return;
      add(`w${index}_n`, 1);
      add(`w${index}_v`, usd);
      add(`w${index}_b`, swap.is_buy);
      add(`w${index}_${swap.is_buy === 1 ? "bv" : "sv"}`, usd);
    });
  }
  return totals;
}

const perTrade = (total: number, count: number) => (count === 0 ? 0 : total / count);

function analyticsOf(
  trader: string,
  totals: Totals,
  traded: { pairs: number; tokens: number },
  realized: { pnl: number; wins: number; losses: number },
): TraderAnalytics {
  const n = (key: string) => Number(totals[key] ?? 0);
  const sells = totals.trades - n("buys");
  const windows = Object.fromEntries(
    TRADER_WINDOWS.map((window, index) => [
      window,
      {
        volumeUsd: n(`w${index}_v`),
        buys: n(`w${index}_b`),
        sells: n(`w${index}_n`) - n(`w${index}_b`),
        buyVolumeUsd: n(`w${index}_bv`),
        sellVolumeUsd: n(`w${index}_sv`),
      },
    ]),
  ) as TraderAnalytics["windows"];
  const decided = realized.wins + realized.losses;
  return {
    traderAddress: trader,
    totalTrades: totals.trades,
    totalVolumeUsd: n("volume"),
    windows,
    totalBuys: n("buys"),
    totalSells: sells,
    avgTradeSize: perTrade(n("volume"), totals.trades),
    avgTradeSize24h: perTrade(windows["24h"].volumeUsd, windows["24h"].buys + windows["24h"].sells),
    avgBuySize: perTrade(n("buy_volume"), n("buys")),
    avgSellSize: perTrade(n("volume") - n("buy_volume"), sells),
    firstTradeTimestamp: totals.first_trade ?? null,
    lastTradeTimestamp: totals.last_trade ?? null,
    uniquePairsTraded: traded.pairs,
    uniqueTokensTraded: traded.tokens,
    avgPriceImpact: n("impacts") === 0 ? null : n("impact_sum") / n("impacts"),
    maxPriceImpact: totals.max_impact ?? null,
    largeTrades: n("large_trades"),
    largeTradesVolume: n("large_volume"),
    // Sells of tracked tokens that realized a gain or a loss (break-even sells decide nothing).
    winRate: decided === 0 ? null : (realized.wins / decided) * 100,
    winLossRatio: realized.losses === 0 ? null : realized.wins / realized.losses,
    realizedPnlUsd: realized.pnl,
    // USD the trader put into tokens less what came out of them.
    netFlowUsd: n("buy_volume") - (n("volume") - n("buy_volume")),
  };
}

/** Days the trader traded, oldest first; each compared with the trader's previous trading day. */
function dailyOf(days: { date: string; trades: number; volume: number }[], realized: Map<string, number>): DailyPnl[] {
  let previous: number | null = null;
  return days.map((day) => {
    const pnl = realized.get(day.date) ?? 0;
    const entry: DailyPnl = {
      date: day.date,
      timestamp: Date.parse(`${day.date}T00:00:00Z`) / 1000,
      realizedPnlUsd: pnl,
      tradesCount: day.trades,
      volumeUsd: day.volume,
      pnlRatio: previous === null || previous === 0 ? null : pnl / previous,
      pnlChange: previous === null ? null : pnl - previous,
    };
    previous = pnl;
    return entry;
  });
}

/** Trades and volume a day (UTC), oldest first. */
function daysOf(trades: swaps.StoredSwap[]) {
  const byDate = new Map<string, { date: string; trades: number; volume: number }>();
  for (const swap of trades) {
    const date = new Date(swap.block_timestamp * 1000).toISOString().slice(0, 10);
    const day = byDate.get(date) ?? { date, trades: 0, volume: 0 };
    day.trades += 1;
    day.volume += swap.volume_usd ?? 0;
    byDate.set(date, day);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** A trader's analytics over every swap, newest swaps and daily PnL, or null for an address that never swapped. */
export async function traderReport(env: swaps.SwapsEnv, trader: string, nowUnix: number): Promise<TraderResponse | null> {
  const db = env.DB;
  const trades = await swaps.ofTrader(env, trader);
  if (trades.length === 0) return null;
  const [traded, realized, dailyRealized] = await db.batch([
    db.prepare(TOKENS_SQL).bind(JSON.stringify([...new Set(trades.map((swap) => swap.pair_address))])),
    db.prepare(REALIZED_SQL).bind(trader),
    db.prepare(`SELECT ${DAY} AS date, SUM(realized_pnl_usd) AS pnl FROM realized_trades WHERE trader_address = ?1 GROUP BY 1`).bind(trader),
  ]);
  const rows = trades.slice(0, TRADER_SWAPS_LIMIT);
  const metas = await pairMetas(db, [...new Set(rows.map((row) => row.pair_address))]);
  return {
    analytics: analyticsOf(
      trader,
      totalsOf(trades, nowUnix),
      traded!.results[0] as { pairs: number; tokens: number },
      realized!.results[0] as { pnl: number; wins: number; losses: number },
    ),
    swaps: rows.map((row) => swapActivity(row, metas.get(row.pair_address)!)),
    dailyPnl: dailyOf(daysOf(trades), new Map((dailyRealized!.results as { date: string; pnl: number }[]).map((row) => [row.date, row.pnl]))),
  };
}
