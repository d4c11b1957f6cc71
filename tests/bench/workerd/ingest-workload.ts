import { env } from "cloudflare:test";
import type { BlockMark } from "../../../workers/db/indexed-blocks";
import { insertRows } from "../../../workers/db/json-rows";
import type { SwapRow } from "../../../workers/db/rows";
import { applyRange, type IngestDeps } from "../../../workers/ingest/ingest-step";
import { SWAP_COLUMNS } from "../../../workers/stores/swap-writes";
import { type SyntheticPair, syntheticRange } from "./synthetic-chain";

// The indexer bench's ingest workload (issue 4's target, ≥ 20k swaps/s: 1000-block ranges of trades ending a
// minute before now), shared with the scale bench, which runs it again on a month-old database.

const RANGE_BLOCKS = 1000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Lets workerd's clock catch up before a timing starts: it advances only at I/O. */
const settleClock = () => env.DB.prepare("SELECT 1").first();

export type SyntheticIngest = { swaps: number; seconds: number; perRange: number[]; bareSeconds: number; cursor: BlockMark | null };

/**
 * Ingests `blocks` blocks of `swapsPerBlock` trades after `cursor`; answers the seconds spent in applyRange (not
 * building logs), in all and per range. With `bareTable`, each range's decoded swaps are also written as bare rows
 * into that table (no key, index or candles) right after the range, timed apart: a baseline measured alongside, so a
 * slow spell of the machine slows both alike.
 */
export async function ingestSyntheticBlocks(
  deps: IngestDeps,
  pairs: SyntheticPair[],
  firstBlock: number,
  blocks: number,
  swapsPerBlock: number,
  cursor: BlockMark | null,
  bareTable?: string,
): Promise<SyntheticIngest> {
  const perRange: number[] = [];
  let swaps = 0;
  let bareSeconds = 0;
  let last = cursor;
  const firstTimestamp = Math.floor(Date.now() / 1000) - (firstBlock + blocks) - 60;
  for (let from = firstBlock; from < firstBlock + blocks; from += RANGE_BLOCKS) {
    const range = syntheticRange(pairs, from, Math.min(RANGE_BLOCKS, firstBlock + blocks - from), swapsPerBlock, firstTimestamp);
    await settleClock();
    const started = Date.now();
    const applied = await applyRange(deps, range, { tracked: [], cursor: last, now: new Date(), live: false });
    perRange.push((Date.now() - started) / 1000);
    swaps += applied.swaps.length;
    last = { number: range.last.number, hash: range.last.hash, timestamp: range.last.timestamp };
    if (bareTable !== undefined) bareSeconds += await bareInsert(applied.swaps, bareTable);
  }
  return { swaps, seconds: sum(perRange), perRange, bareSeconds, cursor: last };
}

/** Seconds to write a range's decoded swaps in one statement batch into `table`, a table without key or index. */
async function bareInsert(swaps: SwapRow[], table: string) {
  const statements = insertRows(env.DB, table, SWAP_COLUMNS, swaps, { stamp: { columns: ["created_at"], at: new Date().toISOString() } });
  await settleClock();
  const started = Date.now();
  await env.DB.batch(statements);
  return (Date.now() - started) / 1000;
}

/** The rate over the first and the last two ranges: writes slow down as the tables grow. */
export function firstAndLastRates(ingest: SyntheticIngest) {
  const rangeSwaps = ingest.swaps / ingest.perRange.length;
  const rateOver = (ranges: number[]) => Math.round((rangeSwaps * ranges.length) / sum(ranges));
  return { first: rateOver(ingest.perRange.slice(0, 2)), last: rateOver(ingest.perRange.slice(-2)) };
}
