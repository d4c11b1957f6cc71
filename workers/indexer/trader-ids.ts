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
  // One row back: the ids in the addresses' order (null for a new trader), as one JSON array, and
  // the highest id. Thousands of result rows would cost more than the lookups.
  const found = await db
    .prepare(
      `SELECT (SELECT json_group_array(t.id ORDER BY j.key) FROM json_each(?1) j LEFT JOIN traders t ON t.address = j.value) AS known,
         (SELECT coalesce(max(id), 0) FROM traders) AS last`,
    )
    .bind(JSON.stringify(addresses))
    .first<{ known: string; last: number }>();
  const known = JSON.parse(found!.known) as (number | null)[];
  const ids = new Map<string, number>();
  let nextId = found!.last + 1;
  const created: NewTrader[] = [];
  addresses.forEach((address, index) => {
    const id = known[index] ?? nextId++;
    ids.set(address, id);
    if (id !== known[index]) created.push({ id, address });
  });
  return { ids, created };
}
