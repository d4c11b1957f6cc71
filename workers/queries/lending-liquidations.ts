import type { LendingLiquidationRow } from "../lending/lending-rows";

export type LiquidationWithPrices = LendingLiquidationRow & { collateral_price: string | null; debt_price: string | null };

/** The newest liquidations, each with its two assets' oracle prices at its block (feeds given as {asset: feed}). */
export async function recentLiquidations(db: D1Database, limit: number, feeds: Record<string, string>): Promise<LiquidationWithPrices[]> {
  const priceAt = (asset: string) =>
    `(SELECT answer FROM lending_prices p WHERE p.feed = json_extract(?2, '$."' || ${asset} || '"') AND p.block_number <= l.block_number
       ORDER BY p.block_number DESC, p.log_index DESC LIMIT 1)`;
  const { results } = await db
    .prepare(
      `SELECT l.*, ${priceAt("l.collateral_asset")} AS collateral_price, ${priceAt("l.debt_asset")} AS debt_price
       FROM lending_liquidations l ORDER BY l.block_number DESC, l.log_index DESC LIMIT ?1`,
    )
    .bind(limit, JSON.stringify(feeds))
    .all<LiquidationWithPrices>();
  return results;
}

export type RatePointRow = { block_number: number; block_timestamp: number; liquidity_rate: string; variable_borrow_rate: string };

/** A reserve's rates since `since`, the last update of each hour (oldest first). */
export async function reserveRateHistory(db: D1Database, reserve: string, since: number): Promise<RatePointRow[]> {
  const { results } = await db
    .prepare(
      `SELECT block_number, block_timestamp, liquidity_rate, variable_borrow_rate FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY block_timestamp / 3600 ORDER BY block_number DESC, log_index DESC) AS newest
         FROM lending_rates WHERE reserve = ?1 AND block_timestamp >= ?2)
       WHERE newest = 1 ORDER BY block_number`,
    )
    .bind(reserve, since)
    .all<RatePointRow>();
  return results;
}
