import { type ChainReader, LogsTooLargeError } from "../chain/chain-reader";
import type { Watched } from "../chain/watched";
import { type BlockMark, readCursor } from "../db/indexed-blocks";
import type { SwapRow } from "../db/rows";
import type { CandleRow } from "../stores/candle-columns";
import { candleMarket, rangeCandles } from "./candles";
import { decodeRange } from "./decode/decode-range";
import { type FetchedRange, fetchRange } from "./fetch-range";
import { holderStatements } from "./holder-store";
import { loadDecodeState, trackedTokens } from "./load-state";
import { knownNftCollections } from "./nft-fetch";
import { logBytes, MAX_RANGE_BLOCKS } from "./range-size";
import { rollbackTo } from "./rollback";
import { assignTraderIds } from "./trader-ids";
import { userWallets, walletTransferStatements } from "./wallet-transfers";
import { writeGuard } from "./write-guard";
import { rangeStatements } from "./write-range";

/** A swap of a market the indexer does not know (its rows are not stored): candles of it are dropped too. */
const UNKNOWN_MARKET = { token0Shown: false, curve: false };

/** A range ending this close to the head is live: its trades and merged candles go to the pair feeds. */
export const LIVE_LAG_BLOCKS = 5;

export type IngestDeps = {
  db: D1Database;
  reader: ChainReader;
  watched: Watched;
  /** The first block to index when nothing is indexed yet. */
  startBlock: (head: number) => number;
  now?: () => Date;
  /** Told the chain's head as soon as it is read, so a step that fails later still shows how far behind we are. */
  sawHead?: (head: number) => void;
};

export type Cursor = { number: number; hash: string | null };

export type CycleResult =
  | { kind: "idle"; head: number; cursor: number }
  | {
      kind: "ingested";
      head: number;
      cursor: number;
      from: number;
      live: boolean;
      /** What the range's logs weighed (about), to size the next range by. */
      logBytes: number;
      swaps: SwapRow[];
      candles: CandleRow[];
      /** Launches whose curves bonded into their V2 pairs in the range. */
      bonded: string[];
      committedAt: string;
    }
  | { kind: "rolled-back"; head: number; cursor: number; fork: number; pairs: string[] };

/**
 * One step of ingestion: detects a reorg (the next block's parent is not the stored tip, or the
 * chain got shorter) and rolls back to the fork point, or ingests up to `maxBlocks` blocks after
 * the cursor in one atomic D1 batch. A range whose logs come back too large is halved at once
 * (asking again could not make them smaller) until its logs fit.
 */
export async function ingestStep(deps: IngestDeps, maxBlocks: number): Promise<CycleResult> {
  const { db, reader } = deps;
  const now = deps.now?.() ?? new Date();
  const head = await reader.head();
  deps.sawHead?.(head);
  const cursor = await readCursor(db);
  const cursorNumber = cursor?.number ?? deps.startBlock(head) - 1;
  if (cursor !== null && head < cursor.number) return rollBack(deps, cursor, head, now);
  if (head <= cursorNumber) return { kind: "idle", head, cursor: cursorNumber };

  const from = cursorNumber + 1;
  let to = Math.min(head, from + Math.max(1, Math.min(maxBlocks, MAX_RANGE_BLOCKS)) - 1);
  const [tracked, wallets, nftCollections] = await Promise.all([trackedTokens(db), userWallets(db), knownNftCollections(db)]);
  let range: FetchedRange;
  for (;;) {
    try {
      range = await fetchRange(reader, deps.watched.launchpad, tracked, from, to, wallets, nftCollections);
      break;
    } catch (error) {
      if (!(error instanceof LogsTooLargeError) || to === from) throw error;
      to = from + Math.floor((to - from) / 2);
    }
  }
  if (cursor !== null && range.first.parentHash !== cursor.hash) return rollBack(deps, cursor, head, now);

  const live = head - to <= LIVE_LAG_BLOCKS;
  const applied = await applyRange(deps, range, { tracked, cursor, now, live });
  return { kind: "ingested", head, cursor: to, from, live, logBytes: logBytes(range.logs), ...applied };
}

/**
 * Decodes a fetched range and writes it in one D1 batch, guarded by the cursor it follows; answers
 * the swaps and, for a live range, the merged candles for the pair feeds.
 */
export async function applyRange(deps: IngestDeps, range: FetchedRange, options: { tracked: string[]; cursor: BlockMark | null; now: Date; live: boolean }) {
  const { tracked, cursor, now } = options;
  const { db } = deps;
  const state = await loadDecodeState(db, deps.reader, deps.watched, { tracked, created: range.createdTokens }, range.logs);
  const nowIso = now.toISOString();
  const rows = decodeRange(range.logs, range.blocks, deps.watched, state);
  const markets = new Map([...state.pairs.values()].map((pair) => [pair.address, candleMarket(pair)]));
  const candles = rangeCandles(rows.swaps, (pair) => markets.get(pair) ?? UNKNOWN_MARKET);
  const end = { number: range.last.number, hash: range.last.hash, timestamp: range.last.timestamp };
  const pairIds = new Map([...state.pairs.values()].map((pair) => [pair.address, pair.id]));
  // Two independent reads: awaited together, they add one round trip before the batch, not two.
  const [traderIds, holders] = await Promise.all([assignTraderIds(db, rows.swaps), holderStatements(db, rows, state, deps.watched.launchpad, end.number)]);
  const write = rangeStatements(db, rows, candles, pairIds, traderIds, end, {
    iso: nowIso,
    unix: Math.floor(now.getTime() / 1000),
    returnCandles: options.live,
  });
  const [guard, release] = writeGuard(db, cursor?.number ?? null);
  const results = await db.batch([guard, ...write.statements, ...holders, ...walletTransferStatements(db, range.walletTransfers), release]);
  const merged = write.candleStatements.flatMap((index) => results[index + 1]!.results as CandleRow[]);
  return { swaps: rows.swaps, candles: merged, bonded: rows.bonded.map((milestone) => milestone.token), committedAt: nowIso };
}

/** Walks the kept block hashes down to the newest one the chain still has; rolls back everything after it. */
async function rollBack(deps: IngestDeps, cursor: BlockMark, head: number, now: Date): Promise<CycleResult> {
  const { results: kept } = await deps.db
    .prepare("SELECT block_number AS number, block_hash AS hash FROM indexer_blocks ORDER BY block_number DESC")
    .all<{ number: number; hash: string }>();
  let fork: number | null = null;
  for (const mark of kept) {
    if (mark.number > head) continue;
    const block = await deps.reader.block(mark.number, false);
    if (block.hash === mark.hash) {
      fork = mark.number + 1;
      break;
    }
  }
  if (fork === null) {
    const oldest = kept[kept.length - 1]?.number ?? cursor.number;
    throw new Error(`reorg deeper than the ${kept.length} kept blocks (below block ${oldest}): reindex from scratch`);
  }
  const { pairs } = await rollbackTo(deps.db, fork, cursor.number, now.toISOString(), Math.floor(now.getTime() / 1000));
  return { kind: "rolled-back", head, cursor: fork - 1, fork, pairs };
}
