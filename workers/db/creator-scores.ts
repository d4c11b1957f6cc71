import type { CreatorPerformance, DisplayedToken } from "../../shared/schemas/launchpad";
import type { CreatorScore } from "../../shared/schemas/leaderboard";
import { insertRows } from "./json-rows";

/** A creator's stored score: performance, tokens and both schemes' ranks and tiers. */
export type RankedCreator = CreatorPerformance & Omit<CreatorScore, keyof CreatorPerformance>;

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

const STORED_COLUMNS = [...COLUMNS.map(([column]) => column), "tokens", "computed_at"];

/** Replaces every stored score in one atomic batch, so readers see one run or the next, never a mix. */
export async function writeScores(db: D1Database, creators: RankedCreator[], computedAt: number): Promise<void> {
  const rows = creators.map((creator) => ({
    ...Object.fromEntries(COLUMNS.map(([column, field]) => [column, creator[field]])),
    tokens: JSON.stringify(creator.tokens),
    computed_at: computedAt,
  }));
  await db.batch([db.prepare("DELETE FROM creator_scores"), ...insertRows(db, "creator_scores", STORED_COLUMNS, rows)]);
}

const SELECTED = `${COLUMNS.map(([column, field]) => `${column} AS "${field}"`).join(", ")}, computed_at AS "computedAt"`;

type ScoreRow = Pick<CreatorScore, (typeof COLUMNS)[number][1]> & { computedAt: number };

function toScore({ computedAt: _computedAt, ...row }: ScoreRow): CreatorScore {
  return { ...row, username: null, image: null, customPictureUrl: null, walletAddress: row.principal };
}

/** Every stored score without its tokens; usernames and pictures are not on chain yet. */
export async function readScores(db: D1Database): Promise<LeaderboardSnapshot> {
  const { results } = await db.prepare(`SELECT ${SELECTED} FROM creator_scores ORDER BY rank`).all<ScoreRow>();
  return {
    computedAt: results[0]?.computedAt ?? null,
    creators: results.map(toScore),
  };
}

/** One creator's stored performance with their tokens (newest first), or null when never scored. */
export async function readPerformance(db: D1Database, principal: string): Promise<CreatorPerformance | null> {
  const row = await db.prepare(`SELECT ${SELECTED}, tokens FROM creator_scores WHERE principal = ?1`).bind(principal).first<ScoreRow & { tokens: string }>();
  if (row === null) return null;
  const { tokens, ...score } = row;
  const { confidenceTier: _tier, filterTier: _filter, weightedRank: _weightedRank, ...performance } = toScore(score);
  return { ...performance, tokens: JSON.parse(tokens) as DisplayedToken[] };
}
