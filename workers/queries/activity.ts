import type { ActivityItem, ActivityQuery, ActivityResponse } from "../../shared/schemas/activity";
import { pairIdOf, traderAddressOf, traderIdOf } from "../db/ids";
import type { EventRow, SwapRow } from "../db/rows";
import { readArchivedSwaps } from "../retention/swap-archive";
import { eventActivity, swapActivity } from "./activity-items";
import { archivedGroups } from "./archived-swaps";
import type { PairMeta } from "./pair-meta";

const DEFAULT_ACTIVITY_LIMIT = 100;
/** Transfers outnumber everything else; they are listed only when asked for (eventTypes=t). */
const DEFAULT_EVENT_TYPES = ["la", "lr", "pc", "tb", "tc"];

type Stored = { created_at: string };

/**
 * Swaps and events of a pair, newest first, of one trader when `trader` is given. `isBuy` filters
 * swaps, `eventTypes` events; given only one of the two filters, only that kind is listed. Swaps that
 * left D1 are read from the archive when D1's do not fill the page (they are all older than D1's).
 */
export async function listActivity(db: D1Database, archive: R2Bucket, pair: PairMeta, query: ActivityQuery, trader: string | null): Promise<ActivityResponse> {
  const limit = query.limit ?? DEFAULT_ACTIVITY_LIMIT;
  const wantSwaps = query.isBuy !== undefined || query.eventTypes === undefined;
  const wantEvents = query.eventTypes !== undefined || query.isBuy === undefined;
  const window = [query.afterTimestamp ?? 0, query.beforeTimestamp ?? Number.MAX_SAFE_INTEGER];
  const swapsOfTrader = trader === null ? "" : `AND trader_id = ${traderIdOf("?6")}`;
  const eventsOfTrader = trader === null ? "" : "AND trader_address = ?6";
  // Without the hint SQLite walks the pair's whole history in key order to find one trader's swaps.
  // The hint names an index of swap_rows (the swaps view cannot take one), read by the pair's and the trader's ids.
  const swapsIndex = trader === null ? "" : "INDEXED BY swaps_trader";
  const [swaps, events] = await Promise.all([
    wantSwaps
      ? db
          .prepare(
            `SELECT ?1 AS pair_address, ${traderAddressOf("s")} AS trader_address, s.* FROM swap_rows s ${swapsIndex} WHERE pair_id = ${pairIdOf("?1")}
             AND block_timestamp > ?2 AND block_timestamp < ?3 AND (?4 IS NULL OR is_buy = ?4) ${swapsOfTrader}
             ORDER BY block_number DESC, log_index DESC LIMIT ?5`,
          )
          .bind(pair.address, window[0], window[1], query.isBuy === undefined ? null : Number(query.isBuy), limit, ...(trader ? [trader] : []))
          .all<SwapRow & Stored>()
      : { results: [] },
    wantEvents
      ? db
          .prepare(
            `SELECT * FROM events WHERE pair_address = ?1 AND block_timestamp > ?2 AND block_timestamp < ?3
             AND event_type IN (SELECT value FROM json_each(?4)) ${eventsOfTrader} ORDER BY block_number DESC, log_index DESC LIMIT ?5`,
          )
          .bind(pair.address, window[0], window[1], JSON.stringify(query.eventTypes ?? DEFAULT_EVENT_TYPES), limit, ...(trader ? [trader] : []))
          .all<EventRow & Stored>()
      : { results: [] },
  ]);
  const older =
    wantSwaps && swaps.results.length < limit
      ? await readArchivedSwaps(
          archive,
          await (trader === null ? archivedGroups(db, "pair", pair.address) : archivedGroups(db, "trader", trader)),
          (swap) =>
            swap.pair_address === pair.address &&
            swap.block_timestamp > window[0]! &&
            swap.block_timestamp < window[1]! &&
            (query.isBuy === undefined || swap.is_buy === Number(query.isBuy)),
          limit,
        )
      : [];
  const items: ActivityItem[] = [
    ...[...swaps.results, ...older].map((row) => swapActivity(row, pair)),
    ...events.results.map((row) => eventActivity(row, pair)),
  ]
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
    .slice(0, limit);
  return {
    activity: items,
    count: items.length,
    pairAddress: pair.address,
    applied: { isBuy: query.isBuy ?? null, eventTypes: query.eventTypes ?? null, limit },
  };
}
