import type { ClickerTally, ClickerWinner } from "../../shared/schemas/clicker";

type TotalRow = { token_address: string; clicks: number; weighted: number; organic: number; voters: number };
type WinnerRow = TotalRow & { round_id: string; symbol: string | null };

const tallyOf = (row: TotalRow): ClickerTally => ({
  tokenAddress: row.token_address,
  clicks: row.clicks,
  weightedVotes: row.weighted,
  organicVotes: row.organic,
  organicShare: row.weighted === 0 ? 0 : row.organic / row.weighted,
  voters: row.voters,
});

const SUMS = "token_address, SUM(clicks) AS clicks, SUM(weighted_votes) AS weighted, SUM(organic_votes) AS organic, SUM(voters) AS voters";

/**
 * The finished rounds' totals of the `limit` tokens with the most weighted votes (voters summed over rounds), leaving
 * out `liveRound`: the board adds that round's live counts, and its object still answers them after its final
 * board is written, so counting its D1 rows too would count it twice.
 */
export async function allTimeLeaders(db: D1Database, limit: number, liveRound: string): Promise<ClickerTally[]> {
  const { results } = await db
    .prepare(`SELECT ${SUMS} FROM clicker_round_tokens WHERE round_id <> ?2 GROUP BY token_address ORDER BY weighted DESC, clicks DESC, token_address LIMIT ?1`)
    .bind(limit, liveRound)
    .all<TotalRow>();
  return results.map(tallyOf);
}

/** The finished rounds' totals of `tokens` but `liveRound` (absent: never clicked in a finished round). */
export async function allTimeTotals(db: D1Database, tokens: string[], liveRound: string): Promise<Map<string, ClickerTally>> {
  const { results } = await db
    .prepare(`SELECT ${SUMS} FROM clicker_round_tokens WHERE token_address IN (SELECT value FROM json_each(?1)) AND round_id <> ?2 GROUP BY token_address`)
    .bind(JSON.stringify(tokens), liveRound)
    .all<TotalRow>();
  return new Map(results.map((row) => [row.token_address, tallyOf(row)]));
}

/** The winners of the newest `limit` finished rounds, newest first. */
export async function pastWinners(db: D1Database, limit: number): Promise<ClickerWinner[]> {
  const { results } = await db
    .prepare(
      `SELECT w.round_id, w.token_address, w.clicks, w.weighted_votes AS weighted, w.organic_votes AS organic, w.voters, t.symbol
       FROM clicker_round_tokens w LEFT JOIN tokens t ON t.address = w.token_address
       WHERE w.place = 1 ORDER BY w.round_id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<WinnerRow>();
  return results.map((row) => ({ ...tallyOf(row), round: row.round_id, symbol: row.symbol }));
}
