import type { PairIds } from "../db/ids";
import { columnValues } from "../db/json-chunks";
import { type InsertOptions, inKeyOrder, insertRows } from "../db/json-rows";
import type { SwapRow } from "../db/rows";

// How swaps are written to D1: under their pair's and trader's ids, in the order of their key.

export const SWAP_COLUMNS: (keyof SwapRow)[] = [
  "pair_address",
  "block_number",
  "block_timestamp",
  "log_index",
  "transaction_hash",
  "trader_address",
  "amount0_in",
  "amount1_in",
  "amount0_out",
  "amount1_out",
  "price0_in1",
  "price1_in0",
  "price_usd",
  "volume_token0",
  "volume_token1",
  "volume_usd",
  "price_impact_percent",
  "reserve0_after",
  "reserve1_after",
  "liquidity_after",
  "sqrt_price_x96_after",
  "is_buy",
  "mcap_usd",
];
/** The ids of address columns stored under an integer id: always the pair's, and for swaps the trader's too. */
type AddressIds<T> = { pair_address: PairIds } & { [column in keyof T]?: ReadonlyMap<string, number> };

/**
 * INSERT statements of rows keyed by pair (their columns start with pair_address) into `table`,
 * each address column of `ids` stored as its id (`pair_address` in `pair_id`, `trader_address` in
 * `trader_id`). A row of a market that is not in pairs (a curve whose launch came before the
 * indexer's start block) has no id and is not stored: no pair page could show it.
 */
function insertUnderIds<T extends { pair_address: string }>(
  db: D1Database,
  table: string,
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
  ids: AddressIds<T>,
  options: InsertOptions<T>,
): D1PreparedStatement[] {
  if (columns[0] !== "pair_address") throw new Error("rows keyed by pair start with pair_address");
  const idColumns = columns.flatMap((column, index) => {
    const byAddress = ids[column] as ReadonlyMap<string, number> | undefined;
    return byAddress === undefined ? [] : [{ index, byAddress }];
  });
  const rowValues = columnValues(columns);
  const values = (row: T) => {
    const values = rowValues(row);
    for (const { index, byAddress } of idColumns) values[index] = byAddress.get(values[index] as string);
    return values;
  };
  const stored = columns.map((column) => (ids[column] === undefined ? column : column.replace(/_address$/, "_id")));
  const known = rows.filter((row) => ids.pair_address.has(row.pair_address));
  return insertRows(db, table, stored, known, { ...options, values });
}

/** A range's swaps, stored under their pair's and trader's ids. */
export function insertSwapStatements(
  db: D1Database,
  swaps: readonly SwapRow[],
  pairIds: PairIds,
  traderIds: ReadonlyMap<string, number>,
  now: string,
): D1PreparedStatement[] {
  return insertUnderIds(
    db,
    "swap_rows",
    SWAP_COLUMNS,
    inKeyOrder(swaps),
    { pair_address: pairIds, trader_address: traderIds },
    {
      stamp: { columns: ["created_at"], at: now },
    },
  );
}
