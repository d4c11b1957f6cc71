import { BURN_ADDRESSES, WHYPE_ADDRESS } from "../../shared/addresses";

// Chain facts as SQL, so queries state them the way shared/ does in code.

/** `'0x…0', '0x…dead'`: the burn addresses, for an IN list. */
export const BURN_ADDRESSES_SQL = BURN_ADDRESSES.map((address) => `'${address}'`).join(", ");

/** HyperSwap V2 charges 0.30% on every pair: 3000 in V3's fee units (hundredths of a basis point). */
export const V2_FEE_TIER = 3000;

/** SQL: the fee tier of market `pair` (a pairs row alias): a V3 pool's own, V2's 0.30%, NULL on a launchpad curve. */
export const feeTierSql = (pair: string) => `CASE WHEN ${pair}.protocol = 'liquidlaunch' THEN NULL ELSE COALESCE(${pair}.fee, ${V2_FEE_TIER}) END`;

/** SQL: whether pair `pair` (a pairs row alias) displays its token0; the rule of shared/pair-sides.ts. */
export const displaysToken0Sql = (pair: string) => `(${pair}.token1_address = '${WHYPE_ADDRESS}' AND ${pair}.token0_address <> '${WHYPE_ADDRESS}')`;

/** SQL: the address of the token pair `pair` displays. */
export const displayedTokenSql = (pair: string) => `CASE WHEN ${displaysToken0Sql(pair)} THEN ${pair}.token0_address ELSE ${pair}.token1_address END`;

/** SQL: HYPE's latest USD price (from the WHYPE/stablecoin reference pools). */
export const HYPE_USD_SQL = "(SELECT h.price_usd FROM hype_prices h ORDER BY h.block_number DESC, h.log_index DESC LIMIT 1)";
