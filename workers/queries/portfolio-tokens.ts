import { PORTFOLIO_TOKENS_MAX } from "../../shared/schemas/portfolio";

export type PortfolioTokenRow = { address: string; symbol: string; name: string; market_address: string };

/**
 * The tokens a wallet holds or traded (a holder_balances row: sold-out positions keep their realized PnL),
 * its largest holdings first, with the market its pair page opens (the V2 pair once bonded, else the curve).
 */
export async function portfolioTokens(db: D1Database, wallet: string): Promise<PortfolioTokenRow[]> {
  const { results } = await db
    .prepare(
      `SELECT t.address, t.symbol, t.name, COALESCE(t.pair_created, t.address) AS market_address
         FROM holder_balances h JOIN tokens t ON t.address = h.token_address
        WHERE h.holder_address = ?1 AND (h.raw_balance > 0 OR h.trade_count > 0)
        ORDER BY h.raw_balance DESC, h.block_number DESC LIMIT ?2`,
    )
    .bind(wallet, PORTFOLIO_TOKENS_MAX)
    .all<PortfolioTokenRow>();
  return results;
}
