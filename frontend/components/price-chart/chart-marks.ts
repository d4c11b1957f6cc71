// Marks on the candles: where a token graduated, and the trades of wallets the trader follows (their own, the
// creator's, one chosen in the trades table), one mark per bar, side and wallet.
import type { SeriesMarker, Time } from "lightweight-charts";

export type TradeMarkOwner = "you" | "creator" | "trader";
export type TradeMark = { time: number; isBuy: boolean; owner: TradeMarkOwner };

/** Each owner's colour, a design-system variable: the toolbar's switches carry the same. */
export const TRADE_MARK_COLOR_VARIABLE: Record<TradeMarkOwner, string> = {
  you: "--color-accent",
  creator: "--color-warning",
  trader: "--color-info",
};

/** The bar a moment falls in: the last one starting at or before it (bar times ascending). */
export function barAt(barTimes: readonly number[], at: number): number | undefined {
  let low = 0;
  let high = barTimes.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const time = barTimes[middle]!;
    if (time <= at) {
      found = time;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The graduation mark's text; every other mark is a trade mark ("B", "S 3"). */
export const GRADUATED_TEXT = "Graduated";

type Colors = { accent: string; owner: Record<TradeMarkOwner, string> };

/**
 * The markers for `barTimes`: the graduation's, and the trades' grouped by bar, owner and side ("B 3": three buys),
 * with how many trades fell on a drawn bar (one before the first bar has none).
 */
export function chartMarkers(
  barTimes: readonly number[],
  graduatedAt: number | null,
  trades: readonly TradeMark[],
  colors: Colors,
): { markers: SeriesMarker<Time>[]; graduationBar: number | null; markedTrades: number } {
  const graduationBar = graduatedAt === null ? undefined : barAt(barTimes, graduatedAt);
  const markers: SeriesMarker<Time>[] = [];
  if (graduationBar !== undefined)
    markers.push({ time: graduationBar as Time, position: "aboveBar", shape: "arrowDown", color: colors.accent, text: GRADUATED_TEXT });
  const groups = new Map<string, { bar: number; mark: TradeMark; count: number }>();
  let markedTrades = 0;
  for (const mark of trades) {
    const bar = barAt(barTimes, mark.time);
    if (bar === undefined) continue;
    markedTrades += 1;
    const key = `${bar}:${mark.owner}:${mark.isBuy}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { bar, mark, count: 1 });
    else group.count += 1;
  }
  for (const { bar, mark, count } of groups.values()) {
    const side = mark.isBuy ? "B" : "S";
    markers.push({
      time: bar as Time,
      position: mark.isBuy ? "belowBar" : "aboveBar",
      shape: mark.isBuy ? "arrowUp" : "arrowDown",
      color: colors.owner[mark.owner],
      text: count > 1 ? `${side} ${count}` : side,
    });
  }
  markers.sort((a, b) => (a.time as number) - (b.time as number));
  return { markers, graduationBar: graduationBar ?? null, markedTrades };
}
