import { env } from "cloudflare:test";
import type { BlockMark } from "../../../workers/db/indexed-blocks";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { type SyntheticPair, seedStatements, syntheticRange } from "../../bench/workerd/synthetic-chain";

/** A stored swap's facts, as a test folds its own candles from them. */
export type TradedSwap = { block_timestamp: number; price0_in1: number; price_usd: number; volume_token0: number; volume_usd: number };

const START = 1_699_833_600;

/**
 * Indexes a trade a second on `pair` for 25 minutes, then 20 quiet minutes, then three more minutes of trades
 * (1,680 swaps, as many 1s candles), and answers the stored swaps, oldest first.
 */
export async function tradeWithQuietStretch(pair: SyntheticPair): Promise<TradedSwap[]> {
  await env.DB.batch(seedStatements(env.DB, [pair]));
  const deps = benchDeps();
  let cursor: BlockMark | null = null;
  for (const [from, blocks, base] of [
    [1, 1500, START],
    [1501, 180, START + 1200],
  ] as const) {
    const range = syntheticRange([pair], from, blocks, 1, base);
    await applyRange(deps, range, { tracked: [], cursor, now: new Date(), live: false });
    cursor = range.last;
  }
  const { results } = await env.DB.prepare(
    "SELECT block_timestamp, price0_in1, price_usd, volume_token0, volume_usd FROM swaps WHERE pair_address = ?1 ORDER BY block_number, log_index",
  )
    .bind(pair.address)
    .all<TradedSwap>();
  return results;
}
