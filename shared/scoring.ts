/** The Developer Guide's creator confidence tiers, best first (percent, inclusive). */
export const CONFIDENCE_TIERS = [
  { name: "Legendary", min: 100, max: 100 },
  { name: "Epic", min: 90, max: 99 },
  { name: "Great", min: 80, max: 89 },
  { name: "Okay", min: 70, max: 79 },
  { name: "Neutral", min: 60, max: 69 },
  { name: "Meh", min: 45, max: 59 },
  { name: "Scam", min: 0, max: 44 },
] as const;

/** The Developer Guide's confidence score weights. */
export const CONFIDENCE_WEIGHTS = [
  { label: "Success Rate", percent: 33 },
  { label: "Volume", percent: 33 },
  { label: "Holders", percent: 15 },
  { label: "Generated Marketcap", percent: 15 },
  { label: "Trades", percent: 4 },
] as const;

/**
 * What earns a full 100 in each part of the Guide's confidence score (the spec gives the weights,
 * not the scales): lifetime trading volume and generated market cap in USD, holders, trades.
 */
export const CONFIDENCE_FULL_SCORE = { volumeUsd: 100_000, holders: 1000, generatedMarketcapUsd: 100_000, trades: 5000 } as const;

/** The token list filter's own score scheme (spec 9; it disagrees with the Guide's). */
export const LIST_FILTER_WEIGHTS = { successRate: 0.33, volume: 0.33, holders: 0.34 } as const;
export const LIST_FILTER_VOLUME_FULL_SCORE = 1e10;
export const LIST_FILTER_HOLDERS_FULL_SCORE = 1000;

export const LIST_FILTER_TIERS = [
  { name: "legendary", min: 90 },
  { name: "high", min: 70 },
  { name: "medium", min: 50 },
  { name: "low", min: 0 },
] as const;

export const CONFIDENCE_FILTERS = ["all", "legendary", "high", "medium", "low"] as const;

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
export function confidenceScore(creator: { successRate: number; volumeUsd: number; holders: number; generatedMarketcapUsd: number; trades: number }): number {
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
    LIST_FILTER_WEIGHTS.successRate * creator.successRate + LIST_FILTER_WEIGHTS.volume * volumeScore + LIST_FILTER_WEIGHTS.holders * holderScore,
  );
}

/** legendary ≥ 90, high 70-89, medium 50-69, low < 50. */
export function listFilterTier(score: number): ListFilterTier {
  return LIST_FILTER_TIERS.find(({ min }) => score >= min)?.name ?? "low";
}
