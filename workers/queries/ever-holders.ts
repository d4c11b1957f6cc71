/** Everyone who ever held the token (the index keeps a holder's row at a zero balance), largest balance or buyer first. */
export async function everHolders(db: D1Database, token: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT holder_address FROM holder_balances WHERE token_address = ?1 ORDER BY raw_balance DESC, total_bought DESC LIMIT ?2")
    .bind(token, limit)
    .all<{ holder_address: string }>();
  return results.map((row) => row.holder_address);
}
