import {
  CONFIDENCE_FULL_SCORE,
  CONFIDENCE_TIERS,
  CONFIDENCE_WEIGHTS,
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

type ConfidenceLabel = (typeof CONFIDENCE_WEIGHTS)[number]["label"];

/** A part's 0-100 score: linear up to the amount that earns the full score. */
function scaled(amount: number, fullScore: number): number {
  return Math.min(100, (Math.max(0, amount) / fullScore) * 100);
}

/**
 * The Developer Guide's confidence score in percent: the weighted parts of CONFIDENCE_WEIGHTS
 * (success rate 33, volume 33, holders 15, generated market cap 15, trades 4), clamped to 0-100.
 */
export function confidenceScore(creator: {
  successRate: number;
  volumeUsd: number;
  holders: number;
  generatedMarketcapUsd: number;
  trades: number;
}): number {
  const parts: Record<ConfidenceLabel, number> = {
    "Success Rate": clampPercent(creator.successRate),
    Volume: scaled(creator.volumeUsd, CONFIDENCE_FULL_SCORE.volumeUsd),
    Holders: scaled(creator.holders, CONFIDENCE_FULL_SCORE.holders),
    "Generated Marketcap": scaled(creator.generatedMarketcapUsd, CONFIDENCE_FULL_SCORE.generatedMarketcapUsd),
    Trades: scaled(creator.trades, CONFIDENCE_FULL_SCORE.trades),
  };
  return clampPercent(CONFIDENCE_WEIGHTS.reduce((sum, { label, percent }) => sum + (parts[label] * percent) / 100, 0));
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
