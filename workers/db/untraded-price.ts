import { WHYPE_ADDRESS } from "../../shared/addresses";
import { displayedTokenSql } from "./chain-sql";

/**
 * SQL: the displayed token's USD price on V2 pair `pair` (an SQL expression of its address) at the reserves its
 * latest Mint or Burn left (the Sync before it), at HYPE's USD price then. It prices a pair that has not traded yet,
 * such as a launch's pair fresh from bonding, whose reserves the bonding put in. NULL for a pair not quoted in WHYPE
 * and for a V3 pool, whose balances are not its price.
 */
export const untradedPriceUsdSql = (pair: string) => `(SELECT CAST(e.price_per_token AS REAL) *
    (SELECT h.price_usd FROM hype_prices h WHERE h.block_number <= e.block_number ORDER BY h.block_number DESC, h.log_index DESC LIMIT 1)
  FROM pairs lp JOIN events e ON e.pair_address = lp.address AND e.event_type IN ('la', 'lr')
  WHERE lp.address = ${pair} AND lp.protocol = 'hyperswap-v2' AND '${WHYPE_ADDRESS}' IN (lp.token0_address, lp.token1_address)
  ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1)`;

/** SQL: the market cap at that price, over the displayed token's circulating supply. */
export const untradedMcapUsdSql = (pair: string) => `(${untradedPriceUsdSql(pair)} *
  (SELECT CAST(st.circulating_supply AS REAL) FROM pairs sp JOIN tokens st ON st.address = ${displayedTokenSql("sp")} WHERE sp.address = ${pair}))`;
