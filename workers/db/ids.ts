/**
 * SQL for the integer id of the pair whose address is the SQL expression `address`: swap_rows and
 * candle_rows are keyed by it (migrations/0006_pair_ids.sql). Queries that already join pairs read
 * `p.id` instead; the swaps and candles views put the address back for everything else.
 */
export const pairIdOf = (address: string) => `(SELECT id FROM pairs WHERE address = ${address})`;
