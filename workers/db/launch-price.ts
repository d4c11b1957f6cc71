/**
 * SQL: the USD price a launchpad token started at, the curve's price in its TokenCreated event (before the
 * creator's first buy) at HYPE's USD price then; NULL for a token that was not launched on the curve.
 * `token` is an SQL expression of its address, whose `tc` event is found at its creation block.
 */
export const launchPriceUsdSql = (token: string) => `(SELECT CAST(e.price_per_token AS REAL) *
    (SELECT h.price_usd FROM hype_prices h WHERE h.block_number <= e.block_number ORDER BY h.block_number DESC, h.log_index DESC LIMIT 1)
  FROM tokens lt JOIN events e ON e.pair_address = lt.address AND e.block_number = lt.creation_block AND e.event_type = 'tc'
  WHERE lt.address = ${token})`;

/** SQL: when launchpad token `token` (an SQL expression of its address) was launched, unix seconds; NULL for any other token. */
export const launchTimeSql = (token: string) => `(SELECT lt.creation_timestamp FROM tokens lt WHERE lt.address = ${token} AND lt.token_type = 'launchpad')`;
