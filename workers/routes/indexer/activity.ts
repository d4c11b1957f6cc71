import { Hono } from "hono";
import { activityQuerySchema, type ActivityItem, type ActivityQuery, type ActivityResponse } from "../../../shared/schemas/activity";
import type { AppEnv } from "../../env";
import { validate } from "../../http/validate";
import { eventActivity, swapActivity } from "../../queries/activity-items";
import { pairIdOf } from "../../db/ids";
import { traderAddressOf, traderIdOf } from "../../ingest/trader-ids";
import type { PairMeta } from "../../queries/pair-meta";
import type { EventRow, SwapRow } from "../../db/rows";
import { cacheFor } from "../../http/cache-control";
import { pairParamSchema, requirePair, traderParamSchema } from "../../http/params";

export const DEFAULT_ACTIVITY_LIMIT = 100;
/** Transfers outnumber everything else; they are listed only when asked for (eventTypes=t). */
const DEFAULT_EVENT_TYPES = ["la", "lr", "pc", "tb", "tc"];

type Stored = { created_at: string };

/**
 * Swaps and events of a pair, newest first. `isBuy` filters swaps, `eventTypes` events; given only
 * one of the two filters, only that kind is listed.
 */
async function listActivity(db: D1Database, pair: PairMeta, query: ActivityQuery, trader: string | null): Promise<ActivityResponse> {
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
  const items: ActivityItem[] = [
    ...swaps.results.map((row) => swapActivity(row, pair)),
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

// GET /api/v1/indexer/activity/{pairAddress}[/trader/{traderAddress}]
export const activity = new Hono<AppEnv>()
  .use(cacheFor(1))
  .get("/:pairAddress", validate("param", pairParamSchema), validate("query", activityQuerySchema), async (c) => {
    const pair = await requirePair(c.env.DB, c.req.valid("param").pairAddress);
    return c.json(await listActivity(c.env.DB, pair, c.req.valid("query"), null));
  })
  .get("/:pairAddress/trader/:traderAddress", validate("param", traderParamSchema), validate("query", activityQuerySchema), async (c) => {
    const { pairAddress, traderAddress } = c.req.valid("param");
    const pair = await requirePair(c.env.DB, pairAddress);
    return c.json(await listActivity(c.env.DB, pair, c.req.valid("query"), traderAddress.toLowerCase()));
  });
