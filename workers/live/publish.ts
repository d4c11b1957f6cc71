import type { SwapRow } from "../db/rows";
import { pairFeedOf } from "../durable-objects";
import { swapActivity } from "../queries/activity-items";
import { displayedCirculating, pairMetas } from "../queries/pair-meta";
import type { CandleRow } from "../stores/candle-columns";
import type { LiveUpdate } from "./live-update";

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
      await pairFeedOf(env, address).publish(update);
    }),
  );
}
