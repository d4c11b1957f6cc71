import type { ActivityItem, SwapActivity } from "../../../shared/schemas/activity";
import type { TradeFilter } from "../../api/pair";

/** Most trades a table keeps; older ones fall off the bottom as live trades come in. */
export const TRADES_SHOWN_MAX = 200;

function matches(trade: SwapActivity, filter: TradeFilter): boolean {
  if (filter.side !== "all" && trade.isBuy !== (filter.side === "buys")) return false;
  return filter.trader === null || trade.traderAddress.toLowerCase() === filter.trader.toLowerCase();
}

/** The feed's trades that match the filter on top of the fetched ones, newest first, each trade once. */
export function tradeRows(live: readonly SwapActivity[], fetched: readonly ActivityItem[], filter: TradeFilter): SwapActivity[] {
  const seen = new Set<string>();
  const rows: SwapActivity[] = [];
  const swaps = fetched.filter((item): item is SwapActivity => item.kind === "swap");
  for (const trade of [...live.filter((trade) => matches(trade, filter)), ...swaps]) {
    if (seen.has(trade.id)) continue;
    seen.add(trade.id);
    rows.push(trade);
  }
  return rows.sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex).slice(0, TRADES_SHOWN_MAX);
}

/** The displayed token's side of a trade: how much of it changed hands. */
export function tradedAmount(trade: SwapActivity, displayedAddress: string): number {
  return Number(displayedAddress.toLowerCase() === trade.token0Address.toLowerCase() ? trade.volumeToken0 : trade.volumeToken1);
}
