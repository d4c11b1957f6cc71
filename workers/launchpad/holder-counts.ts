// Holders of launchpad tokens, summed from their indexed Transfer events ('t' rows of `events`).
// The one place holder counts come from: swap this for the holder-balances table when it lands.

const ZERO = "0x0000000000000000000000000000000000000000";
const DEAD = "0x000000000000000000000000000000000000dead";
/** Balances are summed as floats: below half a unit of a 6-decimal launchpad token is rounding, not a holding. */
const DUST = 5e-7;

export type HolderFacts = {
  holders: number;
  /** The share of all held tokens that the ten largest holders hold (0-1). */
  top10Share: number;
};

const HOLDERS_SQL = `
WITH moves AS (
  SELECT contract_address AS token, to_address AS holder, CAST(amount_in AS REAL) AS delta
    FROM events WHERE contract_address IN (SELECT value FROM json_each(?1)) AND event_type = 't'
  UNION ALL
  SELECT contract_address, from_address, -CAST(amount_in AS REAL)
    FROM events WHERE contract_address IN (SELECT value FROM json_each(?1)) AND event_type = 't'
), balances AS (
  SELECT token, SUM(delta) AS balance FROM moves
  WHERE holder NOT IN ('${ZERO}', '${DEAD}') GROUP BY token, holder HAVING balance > ${DUST}
), ranked AS (
  SELECT token, balance, ROW_NUMBER() OVER (PARTITION BY token ORDER BY balance DESC) AS position FROM balances
)
SELECT token, COUNT(*) AS holders, SUM(CASE WHEN position <= 10 THEN balance ELSE 0 END) / SUM(balance) AS top10_share
FROM ranked GROUP BY token`;

/** Holder count and top-10 share of each token; a token nobody holds is absent from the map. */
export async function holderCounts(db: D1Database, tokens: string[]): Promise<Map<string, HolderFacts>> {
  if (tokens.length === 0) return new Map();
  const { results } = await db
    .prepare(HOLDERS_SQL)
    .bind(JSON.stringify(tokens))
    .all<{ token: string; holders: number; top10_share: number }>();
  return new Map(results.map((row) => [row.token, { holders: row.holders, top10Share: Math.min(1, row.top10_share) }]));
}
