// Where a market's balances stand: every swap and liquidity event row carries the market's reserves
// after it (a V2 pair's from its Sync, a V3 pool's as its mints, swaps and collects left them, a curve's
// as the launchpad reported them). The latest such row is the market's state.

/**
 * SQL: `json_array(reserve0, reserve1)` (whole tokens as decimal text) after the latest row of the
 * market with id `pairId` and address `pairAddress` (SQL expressions) that carries reserves; NULL for
 * a market with none yet.
 */
export const latestReservesSql = (pairId: string, pairAddress: string) => `(
  SELECT json_array(reserve0, reserve1) FROM (
    SELECT * FROM (SELECT block_number, log_index, reserve0_after AS reserve0, reserve1_after AS reserve1 FROM swap_rows
      WHERE pair_id = ${pairId} AND reserve0_after IS NOT NULL ORDER BY block_number DESC, log_index DESC LIMIT 1)
    UNION ALL
    SELECT * FROM (SELECT block_number, log_index, reserve0_after, reserve1_after FROM events
      WHERE pair_address = ${pairAddress} AND event_type IN ('la', 'lr', 'tc') AND reserve0_after IS NOT NULL
      ORDER BY block_number DESC, log_index DESC LIMIT 1)
  ) ORDER BY block_number DESC, log_index DESC LIMIT 1)`;
