import type { SwapRow } from "./rows";

/** SQL for the integer id of the trader whose address is the SQL expression `address` (NULL for an address that never traded). */
export const traderIdOf = (address: string) => `(SELECT id FROM traders WHERE address = ${address})`;

/** SQL for the address of the trader of swap_rows row `swap`. */
export const traderAddressOf = (swap: string) => `(SELECT address FROM traders WHERE id = ${swap}.trader_id)`;

/** A trader first seen in a range, with the id the ingestor gave it. */
export type NewTrader = { id: number; address: string };

/** Trader ids by address for a range's swaps (swap_rows stores a trader under its id), and the new ones to insert. */
export type TraderIds = { ids: ReadonlyMap<string, number>; created: NewTrader[] };

/**
 * The ids of the traders of `swaps`: known ones read from D1, new ones numbered after the highest
 * id. The ingestor is the only writer of traders, and the range's batch inserts the new ones.
 */
export async function assignTraderIds(db: D1Database, swaps: readonly SwapRow[]): Promise<TraderIds> {
  const addresses = [...new Set(swaps.map((swap) => swap.trader_address))];
  if (addresses.length === 0) return { ids: new Map(), created: [] };
  // One row back, the known ids as one JSON object: thousands of result rows cost more than the lookups.
  const found = await db
    .prepare(
      `SELECT (SELECT json_group_object(t.address, t.id) FROM traders t WHERE t.address IN (SELECT value FROM json_each(?1))) AS known,
         (SELECT coalesce(max(id), 0) FROM traders) AS last`,
    )
    .bind(JSON.stringify(addresses))
    .first<{ known: string; last: number }>();
  const known = JSON.parse(found!.known) as Record<string, number>;
  const ids = new Map<string, number>();
  let nextId = found!.last + 1;
  const created: NewTrader[] = [];
  for (const address of addresses) {
    const id = known[address];
    if (id !== undefined) ids.set(address, id);
    else {
      ids.set(address, nextId);
      created.push({ id: nextId++, address });
    }
  }
  return { ids, created };
}
