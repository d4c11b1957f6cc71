import type { SwapActivity } from "../../../shared/schemas/activity";
import type { PairDetail } from "../../../shared/schemas/pair-detail";

export type LiveMarket = { priceUsd: number | null; mcapUsd: number | null };

/** Price and market cap as of the newest trade the feed delivered, else as the pair detail last said. */
export function liveMarket(detail: PairDetail, newestTrade: SwapActivity | undefined): LiveMarket {
  if (newestTrade === undefined || newestTrade.priceUsd === null) {
    return { priceUsd: detail.latestPriceUsd, mcapUsd: detail.latestMcapUsd };
  }
  return { priceUsd: Number(newestTrade.priceUsd), mcapUsd: newestTrade.mcapUsd === null ? detail.latestMcapUsd : Number(newestTrade.mcapUsd) };
}
