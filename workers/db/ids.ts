/**
 * SQL for the integer id of the pair whose address is the SQL expression `address`: swap_rows and
 * candle_rows are keyed by it (migrations/0006_pair_ids.sql). Queries that already join pairs read
 * `p.id` instead; the swaps and candles views put the address back for everything else.
 */
export const pairIdOf = (address: string) => `(SELECT id FROM pairs WHERE address = ${address})`;

/** SQL for the integer id of the trader whose address is the SQL expression `address` (NULL for an address that never traded). */
export const traderIdOf = (address: string) => `(SELECT id FROM traders WHERE address = ${address})`;

/** SQL for the address of the trader of swap_rows row `swap`. */
export const traderAddressOf = (swap: string) => `(SELECT address FROM traders WHERE id = ${swap}.trader_id)`;

/** Pair ids by address: swap_rows and candle_rows store a pair's rows under its id. */
export type PairIds = ReadonlyMap<string, number>;
