import type { ActivityItem, ActivityQuery, ActivityResponse } from "../../shared/schemas/activity";
import type { EventRow } from "../db/rows";
import * as swaps from "../stores/swaps";
import { eventActivity, swapActivity } from "./activity-items";
import type { PairMeta } from "./pair-meta";

const DEFAULT_ACTIVITY_LIMIT = 100;
/** Transfers outnumber everything else; they are listed only when asked for (eventTypes=t). */
const DEFAULT_EVENT_TYPES = ["la", "lr", "pc", "tb", "tc"];

type Stored = { created_at: string };

/**
 * Swaps and events of a pair, newest first, of one trader when `trader` is given. `isBuy` filters
 * swaps, `eventTypes` events; given only one of the two filters, only that kind is listed.
 */
export async function listActivity(env: swaps.SwapsEnv, pair: PairMeta, query: ActivityQuery, trader: string | null): Promise<ActivityResponse> {
  const limit = query.limit ?? DEFAULT_ACTIVITY_LIMIT;
  const wantSwaps = query.isBuy !== undefined || query.eventTypes === undefined;
  const wantEvents = query.eventTypes !== undefined || query.isBuy === undefined;
  const window = [query.afterTimestamp ?? 0, query.beforeTimestamp ?? Number.MAX_SAFE_INTEGER] as const;
  const eventsOfTrader = trader === null ? "" : "AND trader_address = ?6";
  const [swapRows, events] = await Promise.all([
    wantSwaps
      ? swaps.ofPair(env, pair.address, {
          trader,
          after: window[0],
          before: window[1],
          isBuy: query.isBuy === undefined ? null : query.isBuy ? 1 : 0,
          limit,
        })
      : [],
    wantEvents
      ? env.DB.prepare(
          `SELECT * FROM events WHERE pair_address = ?1 AND block_timestamp > ?2 AND block_timestamp < ?3
             AND event_type IN (SELECT value FROM json_each(?4)) ${eventsOfTrader} ORDER BY block_number DESC, log_index DESC LIMIT ?5`,
        )
          .bind(pair.address, window[0], window[1], JSON.stringify(query.eventTypes ?? DEFAULT_EVENT_TYPES), limit, ...(trader ? [trader] : []))
          .all<EventRow & Stored>()
      : { results: [] },
  ]);
  const items: ActivityItem[] = [...swapRows.map((row) => swapActivity(row, pair)), ...events.results.map((row) => eventActivity(row, pair))]
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
    .slice(0, limit);
  return {
    activity: items,
    count: items.length,
    pairAddress: pair.address,
    applied: { isBuy: query.isBuy ?? null, eventTypes: query.eventTypes ?? null, limit },
  };
}
