import type { Holder } from "../../shared/schemas/token-holders";
import { HOLDER_SELECT, type HolderRow } from "../db/holder-balances";
import { marketsSql } from "./holder-labels";
import { holderEntry, tokenHolders } from "./token-holders";

// Total PnL as holderEntry works it out (realized, plus the balance at the latest price less its average cost), so
// the order is the one the page shows. ?2: the latest USD price, ?3: 10^decimals.
const TRADERS_SQL = `
SELECT ${HOLDER_SELECT} FROM holder_balances h
WHERE h.token_address = ?1 AND h.trade_count > 0 AND h.holder_address NOT IN (SELECT address FROM (${marketsSql("json_array(?1)")}))
ORDER BY h.realized_pnl_usd + CAST(h.raw_balance AS REAL) / ?3 * (?2 - CASE WHEN h.cost_tokens > 0 THEN h.cost_usd / h.cost_tokens ELSE 0 END) DESC,
  h.holder_address
LIMIT ?4`;

/**
 * The people who traded a launchpad token, best total PnL first, over its curve and its pair together (the holder
 * accounts span both): sold-out traders keep their realized PnL. A 404 for a token the index never saw.
 */
export async function topTraders(db: D1Database, token: string, limit: number): Promise<Holder[]> {
  const context = await tokenHolders(db, token, 0);
  const { results } = await db
    .prepare(TRADERS_SQL)
    .bind(token, context.latestPriceUsd ?? 0, 10 ** context.token.decimals, limit)
    .all<HolderRow>();
  return results.map((row) => holderEntry(row, context));
}
