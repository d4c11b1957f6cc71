import { peopleSql } from "./holder-labels";

// Holder counts of tokens: the people among their holders (see holder-labels.ts), from the holder balances.

export type HolderFacts = {
  holders: number;
  /**
   * The share of the supply in circulation that the ten largest people hold (0-1). Markets (the curve,
   * pairs and pools), burn addresses and the token contract are not people, so a curve holding most of
   * a young launch's supply never reads as a whale.
   */
  top10Share: number;
};

const HOLDERS_SQL = `
WITH people AS (${peopleSql("?1")}), ranked AS (
  SELECT token, balance, ROW_NUMBER() OVER (PARTITION BY token ORDER BY balance DESC) AS position FROM people
)
SELECT r.token, COUNT(*) AS holders, SUM(CASE WHEN r.position <= 10 THEN r.balance ELSE 0 END) AS top10_balance,
  t.decimals, COALESCE(t.circulating_supply, t.total_supply) AS supply
FROM ranked r JOIN tokens t ON t.address = r.token GROUP BY r.token`;

type HoldersRow = { token: string; holders: number; top10_balance: number; decimals: number; supply: string | null };

/** Holder count and top-10 share of each token; a token nobody holds is absent from the map. */
export async function holderCounts(db: D1Database, tokens: string[]): Promise<Map<string, HolderFacts>> {
  if (tokens.length === 0) return new Map();
  return holderFactsOf(await holderCountsStatement(db, tokens).all());
}

/** The statement behind holderCounts, for a caller that batches it with its own reads. */
export const holderCountsStatement = (db: D1Database, tokens: string[]) => db.prepare(HOLDERS_SQL).bind(JSON.stringify(tokens));

/** The answer of holderCountsStatement as each token's facts. */
export function holderFactsOf(answer: D1Result): Map<string, HolderFacts> {
  return new Map(
    (answer.results as HoldersRow[]).map((row) => {
      const supply = Number(row.supply ?? 0) * 10 ** row.decimals;
      return [row.token, { holders: row.holders, top10Share: supply > 0 ? Math.min(1, row.top10_balance / supply) : 0 }];
    }),
  );
}
