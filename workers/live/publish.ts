import type { SwapRow } from "../db/rows";
import { pairFeedOf } from "../durable-objects";
import { swapActivity } from "../queries/activity-items";
import { curveCandlesAt } from "../queries/curve-candles";
import { curvesOfPairs } from "../queries/graduated-chart";
import { displayedCirculating, pairMetas } from "../queries/pair-meta";
import type { CandleRow } from "../stores/candle-columns";
import type { LiveUpdate } from "./live-update";

/** What a committed range hands the feeds: its trades, merged candles and the launches that bonded in it. */
export type Committed = { swaps: SwapRow[]; candles: CandleRow[]; bonded: string[]; committedAt: string };

/**
 * Pushes a committed range to the feeds: each traded pair's trades and candles to its own; a graduated launch's V2
 * pair's candles also to its curve's, whose chart runs on through graduation; and to the curve of each launch that
 * bonded, its detail, priced from then on by its V2 pair. Answers the markets it published to, whose alerts the
 * caller has judged off this path (workers/alerts/notify.ts).
 */
export async function publishLive(env: Env, { swaps, candles, bonded, committedAt }: Committed): Promise<string[]> {
  const pairs = [...new Set(swaps.map((swap) => swap.pair_address))];
  const [metas, curves] = await Promise.all([pairMetas(env.DB, pairs), curvesOfPairs(env.DB, pairs)]);
  const updates: LiveUpdate[] = [];
  for (const address of pairs) {
    const meta = metas.get(address);
    if (meta === undefined) continue;
    const own = candles.filter((candle) => candle.pair_address === address);
    const circulatingSupply = displayedCirculating(meta);
    updates.push({
      pairAddress: address,
      trades: swaps.filter((swap) => swap.pair_address === address).map((swap) => swapActivity({ ...swap, created_at: committedAt }, meta)),
      candles: own,
      circulatingSupply,
      candlesFlipped: false,
      curveCandles: [],
    });
    const curve = curves.get(address);
    if (curve !== undefined) {
      const curveCandles = await curveCandlesAt(env.DB, curve.curve, own);
      updates.push({ pairAddress: curve.curve, trades: [], candles: own, circulatingSupply, candlesFlipped: curve.flipped, curveCandles });
    }
  }
  for (const token of bonded) {
    if (!updates.some((update) => update.pairAddress === token)) {
      updates.push({ pairAddress: token, trades: [], candles: [], circulatingSupply: null, candlesFlipped: false, curveCandles: [] });
    }
  }
  await Promise.all(updates.map((update) => pairFeedOf(env, update.pairAddress).publish(update)));
  return [...new Set(updates.map((update) => update.pairAddress))];
}
