import { CREATOR_PERFORMANCE_TTL_SECONDS, type CreatorToken, confidenceFigures, creatorPerformance } from "../../shared/creator-performance";
import { isJudged, toCheckedToken } from "../../shared/launchpad-token";
import { MAX_TOKENS_PER_CREATOR } from "../../shared/schemas/launchpad";
import { confidencePopulation } from "../../shared/scoring";
import { cacheStoreFor } from "../cache/cache-for-env";
import { LEADERBOARD_CACHE_KEY, type LeaderboardSnapshot, type RankedCreator, writeScores } from "../db/creator-scores";
import { loggableMessage } from "../http/loggable-message";
import { launchesByCreator } from "../queries/creator-launches";
import { launchpadTokenFacts } from "../queries/launchpad-tokens";
import { rankCreators } from "./ranking";

/** Tokens read per query: bounds one D1 query's work. */
const FACTS_CHUNK = 250;

async function creatorTokens(db: D1Database, addresses: string[], now: number): Promise<Map<string, CreatorToken>> {
  const tokens = new Map<string, CreatorToken>();
  for (let start = 0; start < addresses.length; start += FACTS_CHUNK) {
    for (const facts of await launchpadTokenFacts(db, addresses.slice(start, start + FACTS_CHUNK), now)) {
      tokens.set(facts.server.address, {
        token: toCheckedToken(facts.server, null, now),
        lifetimeVolumeUsd: facts.lifetimeVolumeUsd,
        lifetimeTrades: facts.lifetimeTrades,
        launchMarketcapUsd: facts.launchMarketcapUsd,
        judged: isJudged(facts.server.creationTimestamp, now),
      });
    }
  }
  return tokens;
}

/**
 * The five-minute cron's work: every creator's performance and both score schemes as of unix time
 * `now`, stored with their ranks in D1 (one atomic replace) and cached for 300 s for the leaderboard.
 */
export async function recomputeCreatorScores(env: Env, now: number): Promise<RankedCreator[]> {
  const byCreator = await launchesByCreator(env.DB, MAX_TOKENS_PER_CREATOR);
  const tokens = await creatorTokens(env.DB, [...byCreator.values()].flat(), now);
  const creators = [...byCreator].map(([principal, addresses]) => ({ principal, tokens: addresses.flatMap((address) => tokens.get(address) ?? []) }));
  const population = confidencePopulation(creators.map((creator) => confidenceFigures(creator.tokens)));
  const ranked = rankCreators(creators.map((creator) => creatorPerformance(creator.principal, creator.tokens, population)));
  await writeScores(env.DB, ranked, now);
  const snapshot: LeaderboardSnapshot = { computedAt: now, creators: ranked.map(({ tokens: _tokens, ...score }) => score) };
  // The cache is best-effort: the scores are in D1, where the leaderboard reads them on a miss.
  await cacheStoreFor(env)
    .set(LEADERBOARD_CACHE_KEY, snapshot, CREATOR_PERFORMANCE_TTL_SECONDS)
    .catch((error: Error) => console.warn(`cache write of ${LEADERBOARD_CACHE_KEY} failed:`, loggableMessage(error)));
  return ranked;
}
