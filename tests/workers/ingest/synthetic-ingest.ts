import { env } from "cloudflare:test";
import type { BlockMark } from "../../../workers/db/indexed-blocks";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { type SyntheticPair, seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";

/**
 * Two seeded synthetic pairs and an ingestor of stretches of their chain: each call ingests `blocks` blocks (a trade
 * a block on each pair) after the last ones, the first at unix time `firstTimestamp`, a second apart.
 */
export async function syntheticChain(offset: number) {
  const pairs: SyntheticPair[] = syntheticPairs(2, offset);
  await env.DB.batch(seedStatements(env.DB, pairs));
  const deps = benchDeps();
  let cursor: BlockMark | null = null;
  let next = 1;
  return {
    pairs,
    /** The next block to ingest. */
    nextBlock: () => next,
    async ingest(blocks: number, firstTimestamp: number) {
      const range = syntheticRange(pairs, next, blocks, 2, firstTimestamp - next);
      await applyRange(deps, range, { tracked: [], cursor, now: new Date(), live: false });
      cursor = range.last;
      next += blocks;
    },
  };
}
