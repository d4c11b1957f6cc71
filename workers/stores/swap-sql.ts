// SQL pieces for queries that fold a pair's latest trade or the newest trades into a larger statement. They read D1
// alone, which is right for what they answer: retention keeps each pair's last final block of swaps in D1
// (swap-retention.ts), and the newest trades are always younger than its window.

/** SQL: `select` (over swap `s`) of pair `pairId`'s latest swap, among those meeting `where` if given. */
export const latestSwapSql = (pairId: string, select: string, where?: string) =>
  `(SELECT ${select} FROM swap_rows s WHERE s.pair_id = ${pairId}${where ? ` AND ${where}` : ""} ORDER BY s.block_number DESC, s.log_index DESC LIMIT 1)`;

/** SQL: the source of the newest swaps `s` with their pair `p`, for reads of the newest few of each market only. */
export const NEWEST_SWAPS_SQL = "swap_rows s JOIN pairs p ON p.id = s.pair_id";

/** SQL: the transaction hashes of trader `trader`'s recent swaps (older ones are never on the same page as their transfers). */
export const recentSwapHashesOfTraderSql = (trader: string) => `SELECT transaction_hash FROM swaps WHERE trader_address = ${trader}`;
