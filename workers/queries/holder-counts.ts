import { peopleSql } from "./holder-labels";

// Holder counts of tokens: the people among their holders (see holder-labels.ts), from the holder balances.

export type HolderFacts = {
  holders: number;
  /** The share of all tokens held by people that the ten largest of them hold (0-1). */
  top10Share: number;
};

const HOLDERS_SQL = `
WITH people AS (${peopleSql("?1")}), ranked AS (
  SELECT token, balance, ROW_NUMBER() OVER (PARTITION BY token ORDER BY balance DESC) AS position FROM people
)
SELECT token, COUNT(*) AS holders, SUM(CASE WHEN position <= 10 THEN balance ELSE 0 END) * 1.0 / SUM(balance) AS top10_share
FROM ranked GROUP BY token`;

/** Holder count and top-10 share of each token; a token nobody holds is absent from the map. */
export async function holderCounts(db: D1Database, tokens: string[]): Promise<Map<string, HolderFacts>> {
  if (tokens.length === 0) return new Map();
  const { results } = await db.prepare(HOLDERS_SQL).bind(JSON.stringify(tokens)).all<{ token: string; holders: number; top10_share: number }>();
  return new Map(results.map((row) => [row.token, { holders: row.holders, top10Share: Math.min(1, row.top10_share) }]));
}
