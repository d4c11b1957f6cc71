import { formatUnits } from "viem";
import type { ChainReader } from "../chain/chain-reader";

/** Tokens read again per refill: the facts a contract failed to give are rarely given later, so a few at a time. */
const REFILL_BATCH = 20;

type Incomplete = { address: `0x${string}`; decimals: number; facts_missing: string };

/**
 * Reads again the facts tokens did not answer when first met (name, symbol, decimals, totalSupply)
 * and stores what they answer now. Rows already written keep the 18 decimals assumed for them.
 */
export async function refillTokenFacts(db: D1Database, reader: ChainReader): Promise<void> {
  const { results } = await db
    .prepare("SELECT address, decimals, facts_missing FROM tokens WHERE facts_missing IS NOT NULL ORDER BY block_number LIMIT ?1")
    .bind(REFILL_BATCH)
    .all<Incomplete>();
  const updates = await Promise.all(
    results.map(async (token) => {
      const facts = await reader.token(token.address);
      const missing = Object.entries(facts).flatMap(([fact, value]) => (value === null ? [fact] : []));
      const supply = facts.totalSupply === null ? null : formatUnits(facts.totalSupply, facts.decimals ?? token.decimals);
      return db
        .prepare(
          `UPDATE tokens SET name = COALESCE(?2, name), symbol = COALESCE(?3, symbol), decimals = COALESCE(?4, decimals),
             total_supply = COALESCE(?5, total_supply), circulating_supply = COALESCE(?5, circulating_supply), facts_missing = ?6
           WHERE address = ?1`,
        )
        .bind(token.address, facts.name, facts.symbol, facts.decimals, supply, missing.length === 0 ? null : JSON.stringify(missing));
    }),
  );
  if (updates.length > 0) await db.batch(updates);
}

/** How many tokens still lack a fact, for the indexer's status. */
export async function countTokensMissingFacts(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM tokens WHERE facts_missing IS NOT NULL").first<{ n: number }>();
  return row?.n ?? 0;
}
