import type { CandleType, Timeframe } from "../../shared/schemas/chart";
import type { PairDetail } from "../../shared/schemas/pair-detail";
import type { PairFeedCandle, PairFeedServerMessage } from "../../shared/schemas/pair-feed";
import { chartCandle } from "../queries/chart-candles";
import { candleTypeOn, joinCandles } from "../queries/graduated-chart";
import type { LiveUpdate } from "./live-update";

/** What one socket of a pair's feed asked for (kept in its attachment). */
export type FeedSubscription = { timeframes: Timeframe[]; candleType: CandleType };

/** Sockets with the same subscription get the same frame: this names it. */
export const subscriptionKey = ({ timeframes, candleType }: FeedSubscription) => `${candleType}:${[...timeframes].sort().join(",")}`;

/** The update's candles of the subscription's timeframes, in its candle type (a curve's page joins its own before the pair's). */
function candlesFor(update: LiveUpdate, { timeframes, candleType }: FeedSubscription): PairFeedCandle[] {
  const candles: PairFeedCandle[] = [];
  for (const row of update.candles) {
    if (!timeframes.includes(row.timeframe)) continue;
    const own = chartCandle(row, candleTypeOn(candleType, update.candlesFlipped), update.circulatingSupply);
    const curve = update.curveCandles.find((before) => before.timeframe === row.timeframe && before.start_timestamp === row.start_timestamp);
    const candle = own === null || curve === undefined ? own : joinCandles(chartCandle(curve, candleType, update.circulatingSupply) ?? undefined, own);
    if (candle !== null) candles.push({ timeframe: row.timeframe, candleType, candle });
  }
  return candles;
}

/** The one frame a subscriber gets for a committed update: trades, its candles and the pair's detail, serialized. */
export function updateFrame(update: LiveUpdate, subscription: FeedSubscription, pair: PairDetail | null): string {
  const message: PairFeedServerMessage = {
    type: "update",
    pairAddress: update.pairAddress,
    trades: update.trades,
    candles: candlesFor(update, subscription),
    pair,
  };
  return JSON.stringify(message);
}
