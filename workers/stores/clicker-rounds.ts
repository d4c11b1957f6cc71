import type { ClickerTally } from "../../shared/schemas/clicker";

/**
 * Writes one chunk of a finished round's board in one D1 batch: its tallies, ranked from `firstPlace`. Replacing rows
 * keeps a retried chunk (an alarm that failed after D1 answered) from counting twice.
 */
export async function saveRoundTokens(db: D1Database, roundId: string, tallies: ClickerTally[], firstPlace: number): Promise<void> {
  if (tallies.length === 0) return;
  await db.batch(
    tallies.map((tally, index) =>
      db
        .prepare(
          "INSERT OR REPLACE INTO clicker_round_tokens (round_id, token_address, place, clicks, weighted_votes, organic_votes, voters) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )
        .bind(roundId, tally.tokenAddress, firstPlace + index, tally.clicks, tally.weightedVotes, tally.organicVotes, tally.voters),
    ),
  );
}

/** Writes a finished round's totals, once every chunk of its board is in. */
export async function saveRoundTotals(db: D1Database, roundId: string, endedAt: number, totals: { clicks: number; weighted: number }): Promise<void> {
  await db
    .prepare("INSERT OR REPLACE INTO clicker_rounds (round_id, ended_at, clicks, weighted_votes) VALUES (?1, ?2, ?3, ?4)")
    .bind(roundId, endedAt, totals.clicks, totals.weighted)
    .run();
}
