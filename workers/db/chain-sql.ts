import { BURN_ADDRESSES, WHYPE_ADDRESS } from "../../shared/addresses";

// Chain facts as SQL, so queries state them the way shared/ does in code.

/** `'0x…0', '0x…dead'`: the burn addresses, for an IN list. */
export const BURN_ADDRESSES_SQL = BURN_ADDRESSES.map((address) => `'${address}'`).join(", ");

/** SQL: whether pair `pair` (a pairs row alias) displays its token0; the rule of shared/pair-sides.ts. */
export const displaysToken0Sql = (pair: string) => `(${pair}.token1_address = '${WHYPE_ADDRESS}' AND ${pair}.token0_address <> '${WHYPE_ADDRESS}')`;

/** SQL: the address of the token pair `pair` displays. */
export const displayedTokenSql = (pair: string) => `CASE WHEN ${displaysToken0Sql(pair)} THEN ${pair}.token0_address ELSE ${pair}.token1_address END`;

/** SQL: HYPE's latest USD price (from the WHYPE/stablecoin reference pools). */
export const HYPE_USD_SQL = "(SELECT h.price_usd FROM hype_prices h ORDER BY h.block_number DESC, h.log_index DESC LIMIT 1)";
