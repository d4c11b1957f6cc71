import { WITHDRAW_ASSETS_MAX } from "../../shared/schemas/withdraw";

export type WalletTokenRow = { address: string; symbol: string; name: string; decimals: number };

/** The tokens the index says the wallet holds, largest holding first (its balances are read again from the chain). */
export async function walletTokens(db: D1Database, holder: string): Promise<WalletTokenRow[]> {
  const { results } = await db
    .prepare(
      `SELECT t.address, t.symbol, t.name, t.decimals FROM holder_balances h JOIN tokens t ON t.address = h.token_address
        WHERE h.holder_address = ?1 AND h.raw_balance > 0 ORDER BY h.raw_balance DESC LIMIT ?2`,
    )
    .bind(holder.toLowerCase(), WITHDRAW_ASSETS_MAX)
    .all<WalletTokenRow>();
  return results;
}
