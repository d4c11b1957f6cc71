import type { ClickerTally } from "../../shared/schemas/clicker";

/**
 * Writes a finished round's board in one D1 batch (a transaction): the round and every token's tally, ranked.
 * Replacing rows keeps a retried write (an alarm that failed after D1 answered) from counting twice.
 */
export async function saveRound(db: D1Database, roundId: string, endedAt: number, tallies: ClickerTally[]): Promise<void> {
  const clicks = tallies.reduce((sum, tally) => sum + tally.clicks, 0);
  const weighted = tallies.reduce((sum, tally) => sum + tally.weightedVotes, 0);
  await db.batch([
    db
      .prepare("INSERT OR REPLACE INTO clicker_rounds (round_id, ended_at, clicks, weighted_votes) VALUES (?1, ?2, ?3, ?4)")
      .bind(roundId, endedAt, clicks, weighted),
    ...tallies.map((tally, index) =>
      db
        .prepare(
          "INSERT OR REPLACE INTO clicker_round_tokens (round_id, token_address, place, clicks, weighted_votes, organic_votes, voters) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )
        .bind(roundId, tally.tokenAddress, index + 1, tally.clicks, tally.weightedVotes, tally.organicVotes, tally.voters),
    ),
  ]);
}
