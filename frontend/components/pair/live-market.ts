import { curveProgress, storedReserves } from "../../../shared/launchpad-curve";
import type { SwapActivity } from "../../../shared/schemas/activity";
import type { CurveProgress } from "../../../shared/schemas/curve-progress";
import type { PairDetail } from "../../../shared/schemas/pair-detail";

export type LiveMarket = { priceUsd: number | null; mcapUsd: number | null; curve: CurveProgress | null };

/** A curve on the move takes its figures from the reserves after the newest trade on it, as the server does. */
function liveCurve(curve: CurveProgress | null, trade: SwapActivity | undefined): CurveProgress | null {
  if (curve === null || curve.status !== "bonding" || trade?.protocol !== "liquidlaunch") return curve;
  if (trade.reserve0After === null || trade.reserve1After === null) return curve;
  return curveProgress(storedReserves(trade.reserve1After, trade.reserve0After), { frozen: false, graduatedAt: null, graduatedPair: null });
}

/** Price, market cap and curve as of the newest trade the feed delivered, else as the pair detail last said. */
export function liveMarket(detail: PairDetail, newestTrade: SwapActivity | undefined): LiveMarket {
  const curve = liveCurve(detail.curve, newestTrade);
  if (newestTrade === undefined || newestTrade.priceUsd === null) {
    return { priceUsd: detail.latestPriceUsd, mcapUsd: detail.latestMcapUsd, curve };
  }
  return {
    priceUsd: Number(newestTrade.priceUsd),
    mcapUsd: newestTrade.mcapUsd === null ? detail.latestMcapUsd : Number(newestTrade.mcapUsd),
    curve,
  };
}
