import { LAUNCHPAD_TOKEN_DECIMALS, TOKENS_FOR_SALE, TOTAL_SUPPLY } from "../../shared/launchpad-curve";
import { ABOUT_TO_GRADUATE_PROGRESS, PULSE_COLUMN_LENGTH, type PulseColumns, type PulseRow } from "../../shared/schemas/pulse-columns";
import { latestSwapSql } from "../stores/swap-sql";
import { launchpadTokenFacts } from "./launchpad-tokens";

// The terminal's three columns. A curve's progress is the share of its tokens for sale it sold, so "about to
// graduate" is a token reserve (after the curve's latest trade) at or under the one that progress leaves.

/** Whole tokens left in a curve that has sold ABOUT_TO_GRADUATE_PROGRESS % of its tokens for sale. */
const ABOUT_TO_GRADUATE_RESERVE = Number(TOTAL_SUPPLY - (TOKENS_FOR_SALE * BigInt(ABOUT_TO_GRADUATE_PROGRESS)) / 100n) / 10 ** LAUNCHPAD_TOKEN_DECIMALS;

const NEW_LAUNCHES_SQL = `
SELECT address FROM tokens WHERE token_type = 'launchpad' AND bonded_at IS NULL
ORDER BY creation_block DESC, rowid DESC LIMIT ?1`;

const ABOUT_TO_GRADUATE_SQL = `
SELECT address FROM (
  SELECT t.address,
    ${latestSwapSql("p.id", "CAST(s.reserve0_after AS REAL)", "s.reserve0_after IS NOT NULL")} AS token_reserve
  FROM tokens t JOIN pairs p ON p.address = t.address
  WHERE t.token_type = 'launchpad' AND t.bonded_at IS NULL
) WHERE token_reserve <= ?1 ORDER BY token_reserve LIMIT ?2`;

const JUST_GRADUATED_SQL = `
SELECT address FROM tokens WHERE token_type = 'launchpad' AND bonded_at IS NOT NULL
ORDER BY bonded_at DESC, rowid DESC LIMIT ?1`;

const CONFIDENCE_SQL = `
SELECT t.address, c.confidence_score FROM json_each(?1) j JOIN tokens t ON t.address = j.value
JOIN creator_scores c ON c.principal = lower(t.creator_address)`;

/** The three columns as of unix time `now` (the 24h figures of each launch). */
export async function pulseColumns(db: D1Database, now: number): Promise<PulseColumns> {
  const [newest, graduating, graduated] = await db.batch<{ address: string }>([
    db.prepare(NEW_LAUNCHES_SQL).bind(PULSE_COLUMN_LENGTH),
    db.prepare(ABOUT_TO_GRADUATE_SQL).bind(ABOUT_TO_GRADUATE_RESERVE, PULSE_COLUMN_LENGTH),
    db.prepare(JUST_GRADUATED_SQL).bind(PULSE_COLUMN_LENGTH),
  ]);
  const columns = [newest!, graduating!, graduated!].map((result) => result.results.map((row) => row.address));
  const addresses = [...new Set(columns.flat())];
  const [facts, { results: scores }] = await Promise.all([
    launchpadTokenFacts(db, addresses, now),
    db.prepare(CONFIDENCE_SQL).bind(JSON.stringify(addresses)).all<{ address: string; confidence_score: number }>(),
  ]);
  const confidence = new Map(scores.map((row) => [row.address, row.confidence_score]));
  const rows = new Map(
    facts.map(({ server }): [string, PulseRow] => [server.address, { token: server, creatorConfidence: confidence.get(server.address) ?? null }]),
  );
  const [newLaunches, aboutToGraduate, justGraduated] = columns.map((column) => column.flatMap((address) => rows.get(address) ?? []));
  return { newLaunches: newLaunches!, aboutToGraduate: aboutToGraduate!, justGraduated: justGraduated! };
}
