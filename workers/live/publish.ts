import type { SwapActivity } from "../../shared/schemas/activity";
import type { Env } from "../env";
import { swapActivity } from "../queries/activity-items";
import type { CandleRow } from "../ingest/candles";
import { displayedCirculating, pairMetas } from "../queries/pair-meta";
import type { SwapRow } from "../db/rows";

/** What the ingestor hands a pair's feed after a commit: the new trades and the merged candles. */
export type LiveUpdate = {
  pairAddress: string;
  trades: SwapActivity[];
  candles: CandleRow[];
  circulatingSupply: number | null;
};

/** Pushes a committed range's trades and candles to each traded pair's PairFeed. */
export async function publishLive(env: Env, swaps: SwapRow[], candles: CandleRow[], committedAt: string): Promise<void> {
  const pairs = [...new Set(swaps.map((swap) => swap.pair_address))];
  const metas = await pairMetas(env.DB, pairs);
  await Promise.all(
    pairs.map(async (address) => {
      const meta = metas.get(address);
      if (meta === undefined) return;
      const update: LiveUpdate = {
        pairAddress: address,
        trades: swaps.filter((swap) => swap.pair_address === address).map((swap) => swapActivity({ ...swap, created_at: committedAt }, meta)),
        candles: candles.filter((candle) => candle.pair_address === address),
        circulatingSupply: displayedCirculating(meta),
      };
      await env.PAIR_FEED.get(env.PAIR_FEED.idFromName(address)).publish(update);
    }),
  );
}
