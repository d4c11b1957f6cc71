import { WHYPE_ADDRESS } from "../../shared/addresses";
import { CURVE_VIRTUAL_HYPE } from "../../shared/launchpad-curve";
import { displaysToken0Sql, HYPE_USD_SQL } from "../db/chain-sql";
import { latestReservesSql } from "../db/market-reserves";
import { untradedPriceUsdSql } from "../db/untraded-price";
import { latestSwapSql } from "../stores/swap-sql";
import { pairMetaSelect } from "./pair-meta";

// One liquidity figure per market, on every page: what a seller could get out of it at its latest state.
// A pair or pool: each side's balance at its USD price. A curve: twice its real HYPE (its reserve less
// the 300 virtual HYPE; the token side counts as much, as in an AMM), nothing once it has bonded.
// Candles apply the same rule to the state after each trade (workers/ingest/candles.ts).

/** A side's USD price when it is known without the pair: WHYPE at HYPE's price, a stablecoin at 1. */
const knownUsd = (side: 0 | 1) =>
  `CASE WHEN p.token${side}_address = '${WHYPE_ADDRESS}' THEN ${HYPE_USD_SQL} WHEN t${side}.token_type = 'stablecoin' THEN 1 END`;

/** Columns of market `p` (its tokens joined as `t0` and `t1`) that its liquidity is worked out from. */
export const MARKET_STATE_COLUMNS = `
    ${latestReservesSql("p.id", "p.address")} AS market_reserves,
    COALESCE(${latestSwapSql("p.id", "s.price_usd")}, ${untradedPriceUsdSql("p.address")}) AS market_price_usd,
    ${latestSwapSql("p.id", "s.price0_in1")} AS market_price0_in1,
    ${displaysToken0Sql("p")} AS market_shows_token0,
    ${knownUsd(0)} AS known_usd0,
    ${knownUsd(1)} AS known_usd1,
    p.protocol = 'liquidlaunch' AS market_is_curve,
    t0.bonded_at IS NOT NULL AS market_bonded`;

// Each side at its known USD price, else through the latest trade: the displayed side at the trade's
// USD price (before a V2 pair's first trade, its reserves'), the other through the trade's price between the two
// (token1 per token0).
const SIDES = `
    COALESCE(CAST(market_reserves ->> 0 AS REAL), 0) AS reserve0,
    COALESCE(CAST(market_reserves ->> 1 AS REAL), 0) AS reserve1,
    COALESCE(known_usd0, CASE WHEN market_shows_token0 THEN market_price_usd ELSE market_price_usd * market_price0_in1 END) AS usd0,
    COALESCE(known_usd1, CASE WHEN market_shows_token0 THEN market_price_usd / NULLIF(market_price0_in1, 0) ELSE market_price_usd END) AS usd1`;

const LIQUIDITY_USD = `CASE
    WHEN NOT market_is_curve THEN reserve0 * usd0 + reserve1 * usd1
    WHEN market_bonded THEN 0
    ELSE 2 * max(reserve1 - ${CURVE_VIRTUAL_HYPE}, 0) * usd1 END`;

/** `markets` (a SELECT that includes MARKET_STATE_COLUMNS) with each market's reserve0, reserve1 (whole tokens), usd0, usd1 and liquidity_usd. */
export const withMarketLiquidity = (markets: string) => `SELECT *, ${LIQUIDITY_USD} AS liquidity_usd FROM (SELECT *, ${SIDES} FROM (${markets}))`;

/** A statement answering (address, liquidity_usd) for the markets at `addresses`, to batch with other reads. */
export function marketLiquidityStatement(db: D1Database, addresses: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT address, liquidity_usd FROM (${withMarketLiquidity(`${pairMetaSelect(MARKET_STATE_COLUMNS)} WHERE p.address IN (SELECT value FROM json_each(?1))`)})`,
    )
    .bind(JSON.stringify(addresses));
}

/** marketLiquidityStatement's answer by address. */
export const liquidityByMarket = (result: D1Result) =>
  new Map((result.results as { address: string; liquidity_usd: number | null }[]).map((row) => [row.address, row.liquidity_usd]));
