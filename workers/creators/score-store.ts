import type { CreatorScore } from "../../shared/schemas/leaderboard";
import type { RankedCreator } from "./ranking";

/** Where the cron caches the leaderboard snapshot. */
export const LEADERBOARD_CACHE_KEY = "creators:leaderboard";

/** The leaderboard as stored by the last cron run: every creator, best rank first. */
export type LeaderboardSnapshot = { computedAt: number | null; creators: CreatorScore[] };

const COLUMNS = [
  ["principal", "principal"],
  ["total_tokens", "totalTokens"],
  ["active_tokens", "activeTokens"],
  ["total_volume", "totalVolume"],
  ["btc_volume", "btcVolume"],
  ["success_rate", "successRate"],
  ["weighted_score", "weightedScore"],
  ["filter_tier", "filterTier"],
  ["confidence_score", "confidenceScore"],
  ["confidence_tier", "confidenceTier"],
  ["rank", "rank"],
  ["weighted_rank", "weightedRank"],
  ["total_holders", "totalHolders"],
  ["total_trades", "totalTrades"],
  ["last_token_created", "lastTokenCreated"],
  ["total_marketcap", "totalMarketcap"],
  ["generated_marketcap_btc", "generatedMarketcapBTC"],
  ["generated_marketcap_usd", "generatedMarketcapUSD"],
] as const satisfies readonly (readonly [string, keyof RankedCreator])[];

const INSERT_SQL = `INSERT INTO creator_scores (${COLUMNS.map(([column]) => column).join(", ")}, tokens, computed_at)
  VALUES (${COLUMNS.map((_, index) => `?${index + 1}`).join(", ")}, ?${COLUMNS.length + 1}, ?${COLUMNS.length + 2})`;

/** Replaces every stored score in one atomic batch, so readers see one run or the next, never a mix. */
export async function writeScores(db: D1Database, creators: RankedCreator[], computedAt: number): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM creator_scores"),
    ...creators.map((creator) =>
      db.prepare(INSERT_SQL).bind(...COLUMNS.map(([, field]) => creator[field]), JSON.stringify(creator.tokens), computedAt),
    ),
  ]);
}

const SELECT_SQL = `SELECT ${COLUMNS.map(([column, field]) => `${column} AS "${field}"`).join(", ")}, computed_at AS "computedAt"
  FROM creator_scores ORDER BY rank`;

type ScoreRow = Pick<CreatorScore, (typeof COLUMNS)[number][1]> & { computedAt: number };

/** Every stored score without its tokens; usernames and pictures are not on chain yet. */
export async function readScores(db: D1Database): Promise<LeaderboardSnapshot> {
  const { results } = await db.prepare(SELECT_SQL).all<ScoreRow>();
  return {
    computedAt: results[0]?.computedAt ?? null,
    creators: results.map(({ computedAt: _computedAt, ...row }) => ({
      ...row,
      username: null,
      image: null,
      customPictureUrl: null,
      walletAddress: row.principal,
    })),
  };
}
