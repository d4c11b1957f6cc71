import type { SwapRow } from "../db/rows";

/** Addresses per lookup query: 20k addresses of 45 JSON bytes stay well under D1's 2 MB cap on a bound value. */
const ADDRESSES_PER_LOOKUP = 20_000;

/** One row back per chunk: its traders' ids in order (null for a new trader) as one JSON array; thousands of result rows cost more than the lookups. */
const KNOWN_IDS = "SELECT json_group_array(t.id ORDER BY j.key) AS ids FROM json_each(?1) j LEFT JOIN traders t ON t.address = j.value";

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
  const chunks: string[][] = [];
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_LOOKUP) chunks.push(addresses.slice(start, start + ADDRESSES_PER_LOOKUP));
  const [highest, ...lookups] = await db.batch([
    db.prepare("SELECT coalesce(max(id), 0) AS id FROM traders"),
    ...chunks.map((chunk) => db.prepare(KNOWN_IDS).bind(JSON.stringify(chunk))),
  ]);
  const known = lookups.flatMap((lookup) => JSON.parse((lookup.results[0] as { ids: string }).ids) as (number | null)[]);
  let nextId = (highest!.results[0] as { id: number }).id + 1;
  const ids = new Map<string, number>();
  const created: NewTrader[] = [];
  addresses.forEach((address, index) => {
    const id = known[index] ?? nextId++;
    ids.set(address, id);
    if (id !== known[index]) created.push({ id, address });
  });
  return { ids, created };
}
