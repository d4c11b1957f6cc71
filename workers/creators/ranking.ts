import type { CreatorPerformance } from "../../shared/schemas/launchpad";
import { confidenceTier, listFilterTier } from "../../shared/scoring";
import type { RankedCreator } from "../db/creator-scores";

export type UnrankedCreator = Omit<CreatorPerformance, "rank">;

/** Best first by `score`; ties go to the larger volume, then the lower address, so ranks are stable. */
function ranksBy(creators: UnrankedCreator[], score: (creator: UnrankedCreator) => number): Map<string, number> {
  const ordered = [...creators].sort((a, b) => score(b) - score(a) || b.totalVolume - a.totalVolume || a.principal.localeCompare(b.principal));
  return new Map(ordered.map((creator, index) => [creator.principal, index + 1]));
}

/** Ranks by the Guide's confidence score (`rank`) and by the list filter's score (`weightedRank`), best first. */
export function rankCreators(creators: UnrankedCreator[]): RankedCreator[] {
  const rank = ranksBy(creators, (creator) => creator.confidenceScore);
  const weightedRank = ranksBy(creators, (creator) => creator.weightedScore);
  return creators
    .map((creator) => ({
      ...creator,
      rank: rank.get(creator.principal)!,
      weightedRank: weightedRank.get(creator.principal)!,
      confidenceTier: confidenceTier(creator.confidenceScore),
      filterTier: listFilterTier(creator.weightedScore),
    }))
    .sort((a, b) => a.rank - b.rank);
}
