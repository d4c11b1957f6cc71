import { pairIdOf, traderAddressOf, traderIdOf } from "../db/ids";
import { type ArchivedGroup, type ArchivedSwap, OWNER_KINDS, readArchivedSwaps } from "./swap-archive";

// Reads of swaps wherever they are kept: D1 holds the recent window (and each pair's latest final block), the R2
// archive everything older (swap-archive.ts). Each read merges both, newest first.

/** Where swaps are kept. */
export type SwapsEnv = Pick<Env, "DB" | "SWAP_ARCHIVE">;

/** A stored swap: its row (pair and trader as addresses) and when it was written. */
export type StoredSwap = ArchivedSwap;

/** A page's end: swaps strictly before this block and log index. */
export type SwapCursor = { block: number; position: number };

const NO_CURSOR: SwapCursor = { block: Number.MAX_SAFE_INTEGER, position: Number.MAX_SAFE_INTEGER };
const newestFirst = (a: StoredSwap, b: StoredSwap) => b.block_number - a.block_number || b.log_index - a.log_index;

/** Where a pair's or a trader's archived swaps are, newest first (migrations/0013_swap_archive.sql). */
function archivedGroups(db: D1Database, kind: keyof typeof OWNER_KINDS, address: string): D1PreparedStatement {
  const owners = kind === "pair" ? "pairs" : "traders";
  return db
    .prepare(
      `SELECT * FROM archived_swap_groups WHERE owner_kind = ?1 AND owner_id = (SELECT id FROM ${owners} WHERE address = ?2)
       ORDER BY last_block DESC`,
    )
    .bind(OWNER_KINDS[kind], address);
}

/** What ofPair lists: one trader's swaps or all, inside (after, before) unix seconds, buys or sells or both. */
export type PairSwapFilter = { trader: string | null; after: number; before: number; isBuy: 0 | 1 | null; limit: number };

/**
 * A pair's newest `filter.limit` swaps that pass `filter`, newest first. A pair's archived swaps are all older than
 * the ones D1 still holds, so the archive is read only when D1's do not fill the page.
 */
export async function ofPair(env: SwapsEnv, pair: string, filter: PairSwapFilter): Promise<StoredSwap[]> {
  const { trader, after, before, isBuy, limit } = filter;
  // Without the hint SQLite walks the pair's whole history in key order to find one trader's swaps.
  // The hint names an index of swap_rows (the swaps view cannot take one), read by the pair's and the trader's ids.
  const swapsIndex = trader === null ? "" : "INDEXED BY swaps_trader";
  const ofTrader = trader === null ? "" : `AND trader_id = ${traderIdOf("?6")}`;
  const { results } = await env.DB.prepare(
    `SELECT ?1 AS pair_address, ${traderAddressOf("s")} AS trader_address, s.* FROM swap_rows s ${swapsIndex} WHERE pair_id = ${pairIdOf("?1")}
     AND block_timestamp > ?2 AND block_timestamp < ?3 AND (?4 IS NULL OR is_buy = ?4) ${ofTrader}
     ORDER BY block_number DESC, log_index DESC LIMIT ?5`,
  )
    .bind(pair, after, before, isBuy, limit, ...(trader === null ? [] : [trader]))
    .all<StoredSwap>();
  if (results.length >= limit) return results;
  const groups = await (trader === null ? archivedGroups(env.DB, "pair", pair) : archivedGroups(env.DB, "trader", trader)).all<ArchivedGroup>();
  const keep = (swap: StoredSwap) =>
    swap.pair_address === pair && swap.block_timestamp > after && swap.block_timestamp < before && (isBuy === null || swap.is_buy === isBuy);
  return [...results, ...(await readArchivedSwaps(env.SWAP_ARCHIVE, groups.results, keep, limit))].slice(0, limit);
}

/**
 * A trader's swaps across pairs before `before`, newest first: all of them, or the newest `limit`. A trader's archived
 * swaps can be newer than some in D1 (a pair's latest final block stays in D1), so both are always read.
 */
export async function ofTrader(env: SwapsEnv, trader: string, before: SwapCursor = NO_CURSOR, limit = Infinity): Promise<StoredSwap[]> {
  const limited = Number.isFinite(limit) ? "LIMIT ?4" : "";
  const [stored, groups] = await env.DB.batch([
    env.DB.prepare(
      `SELECT * FROM swaps WHERE trader_address = ?1 AND (block_number, log_index) < (?2, ?3) ORDER BY block_number DESC, log_index DESC ${limited}`,
    ).bind(trader, before.block, before.position, ...(Number.isFinite(limit) ? [limit] : [])),
    archivedGroups(env.DB, "trader", trader),
  ]);
  const isBefore = (swap: StoredSwap) => swap.block_number < before.block || (swap.block_number === before.block && swap.log_index < before.position);
  const archived = await readArchivedSwaps(env.SWAP_ARCHIVE, groups!.results as ArchivedGroup[], isBefore, limit);
  return [...(stored!.results as StoredSwap[]), ...archived].sort(newestFirst).slice(0, limit);
}

/**
 * The swaps of a launchpad token's curve in the block the token was created in (a bundle's trades): from D1, or once
 * retention moved that block's swaps out (a block's swaps move together), from the curve's archive group holding it.
 */
export async function inLaunchBlock(env: SwapsEnv, token: string): Promise<StoredSwap[]> {
  const db = env.DB;
  const creationBlock = "(SELECT creation_block FROM tokens WHERE address = ?1)";
  const [stored, archived] = await db.batch([
    db
      .prepare(
        `SELECT ?1 AS pair_address, ${traderAddressOf("s")} AS trader_address, s.* FROM swap_rows s
         WHERE s.pair_id = ${pairIdOf("?1")} AND s.block_number = ${creationBlock} ORDER BY s.log_index DESC`,
      )
      .bind(token),
    db
      .prepare(
        `SELECT g.*, ${creationBlock} AS creation_block FROM archived_swap_groups g
         WHERE g.owner_kind = ${OWNER_KINDS.pair} AND g.owner_id = ${pairIdOf("?1")} AND ${creationBlock} BETWEEN g.run_first_block AND g.run_last_block`,
      )
      .bind(token),
  ]);
  const swaps = stored!.results as StoredSwap[];
  const groups = archived!.results as (ArchivedGroup & { creation_block: number })[];
  if (swaps.length > 0 || groups.length === 0) return swaps;
  const block = groups[0]!.creation_block;
  return readArchivedSwaps(env.SWAP_ARCHIVE, groups, (swap) => swap.block_number === block);
}

/** A count for the caller's D1 batch: its statements, then the count from their results. */
export type CountRead = { statements: D1PreparedStatement[]; count: (results: D1Result[]) => Promise<number> };

/**
 * How many swaps `trader` made on `pair`: D1's, the archived ones the archive's index counts by pair
 * (migrations/0015_archived_pair_swaps.sql), and those of trader groups archived before counts were kept, read from R2.
 */
export function countOfTraderOnPair(env: SwapsEnv, pair: string, trader: string): CountRead {
  const db = env.DB;
  const groups = `FROM archived_swap_groups WHERE owner_kind = ${OWNER_KINDS.trader} AND owner_id = ${traderIdOf("?2")}`;
  const statements = [
    db.prepare(`SELECT COUNT(*) AS n FROM swap_rows WHERE pair_id = ${pairIdOf("?1")} AND trader_id = ${traderIdOf("?2")}`).bind(pair, trader),
    db.prepare(`SELECT coalesce(SUM(pair_swaps ->> CAST(${pairIdOf("?1")} AS TEXT)), 0) AS n ${groups} AND pair_swaps IS NOT NULL`).bind(pair, trader),
    db.prepare(`SELECT * ${groups} AND pair_swaps IS NULL ORDER BY last_block DESC`).bind(pair, trader),
  ];
  const count = async ([stored, counted, uncounted]: D1Result[]) => {
    const groups = uncounted!.results as ArchivedGroup[];
    const older = groups.length === 0 ? [] : await readArchivedSwaps(env.SWAP_ARCHIVE, groups, (swap) => swap.pair_address === pair);
    return (stored!.results[0] as { n: number }).n + (counted!.results[0] as { n: number }).n + older.length;
  };
  return { statements, count };
}
