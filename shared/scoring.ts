import {
  CONFIDENCE_TIERS,
  LIST_FILTER_HOLDERS_FULL_SCORE,
  LIST_FILTER_TIERS,
  LIST_FILTER_VOLUME_FULL_SCORE,
  LIST_FILTER_WEIGHTS,
} from "./constants";

export type ConfidenceTier = (typeof CONFIDENCE_TIERS)[number]["name"];
export type ListFilterTier = (typeof LIST_FILTER_TIERS)[number]["name"];

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** The Developer Guide's tier of a confidence score in percent (fractions round down: 99.9 is Epic). */
export function confidenceTier(score: number): ConfidenceTier {
  const whole = Math.floor(clampPercent(score));
  const tier = CONFIDENCE_TIERS.find(({ min }) => whole >= min);
  return tier?.name ?? "Scam";
}

/** The token list filter's score: 0.33 × success rate + 0.33 × volume score + 0.34 × holder score, clamped to 0-100. */
export function listFilterScore(creator: { successRate: number; volume: number; holders: number }): number {
  const volumeScore = Math.min(100, (creator.volume / LIST_FILTER_VOLUME_FULL_SCORE) * 100);
  const holderScore = Math.min(100, (creator.holders / LIST_FILTER_HOLDERS_FULL_SCORE) * 100);
  return clampPercent(
    LIST_FILTER_WEIGHTS.successRate * creator.successRate +
      LIST_FILTER_WEIGHTS.volume * volumeScore +
      LIST_FILTER_WEIGHTS.holders * holderScore,
  );
}

/** legendary ≥ 90, high 70-89, medium 50-69, low < 50. */
export function listFilterTier(score: number): ListFilterTier {
  return LIST_FILTER_TIERS.find(({ min }) => score >= min)?.name ?? "low";
}
