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

/**
 * What a creator's confidence score is worked out from: success rate in percent (null while no token is old enough to
 * judge), lifetime volume and generated market cap in USD, holders, trades.
 */
export type ConfidenceFigures = { successRate: number | null; volumeUsd: number; holders: number; generatedMarketcapUsd: number; trades: number };

/** The parts measured against the other creators (the success rate is a percentage of its own). */
const POPULATION_PARTS = { Volume: "volumeUsd", Holders: "holders", "Generated Marketcap": "generatedMarketcapUsd", Trades: "trades" } as const;
type PopulationPart = (typeof POPULATION_PARTS)[keyof typeof POPULATION_PARTS];

/**
 * Every scored creator's figures, each part sorted ascending: the population a creator is measured
 * against. The spec gives the Guide's weights, not what earns a part's full score; a fixed scale
 * (say $100K of volume) would call most creators of a young chain a scam and every creator of a busy
 * one legendary, so the scale is the population itself.
 */
export type ConfidencePopulation = Record<PopulationPart, readonly number[]>;

export function confidencePopulation(creators: readonly ConfidenceFigures[]): ConfidencePopulation {
  const sorted = (part: PopulationPart) => creators.map((creator) => creator[part]).sort((a, b) => a - b);
  return { volumeUsd: sorted("volumeUsd"), holders: sorted("holders"), generatedMarketcapUsd: sorted("generatedMarketcapUsd"), trades: sorted("trades") };
}

/** The first index of `sorted` whose value is not below `value` (`strictly`: not at or below). */
function rankOf(sorted: readonly number[], value: number, strictly: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value || (strictly && sorted[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A creator's standing in one part, 0-100: the share of the other creators whose figure is lower, an
 * equal one counting half. The top creator's figure scores 100, the middle one's 50; alone, a creator is the top.
 */
export function standing(value: number, sorted: readonly number[]): number {
  const others = sorted.length - 1;
  if (others <= 0) return 100;
  const below = rankOf(sorted, value, false);
  const equals = Math.max(0, rankOf(sorted, value, true) - below - 1);
  return ((below + equals / 2) / others) * 100;
}

/**
 * The Developer Guide's confidence score in percent: the weighted parts of CONFIDENCE_WEIGHTS (success
 * rate 33, volume 33, holders 15, generated market cap 15, trades 4), each part but the success rate
 * the creator's standing among `population`, clamped to 0-100.
 */
export function confidenceScore(creator: ConfidenceFigures, population: ConfidencePopulation): number {
  const parts = {
    "Success Rate": creator.successRate === null ? null : clampPercent(creator.successRate),
    ...(Object.fromEntries(Object.entries(POPULATION_PARTS).map(([label, part]) => [label, standing(creator[part], population[part])])) as Record<
      keyof typeof POPULATION_PARTS,
      number
    >),
  } satisfies Record<ConfidenceLabel, number | null>;
  return weighted(CONFIDENCE_WEIGHTS.map(({ label, percent }) => [parts[label], percent / 100]));
}

/** Σ part × weight over the known parts, scaled up to their weights' total (an unknown part is left out, not zero), clamped to 0-100. */
function weighted(parts: [number | null, number][]): number {
  const known = parts.filter((part): part is [number, number] => part[0] !== null);
  const weight = known.reduce((sum, [, share]) => sum + share, 0);
  return weight === 0 ? 0 : clampPercent(known.reduce((sum, [value, share]) => sum + value * share, 0) / weight);
}

/** The Developer Guide's tier of a confidence score in percent (fractions round down: 99.9 is Epic). */
export function confidenceTier(score: number): ConfidenceTier {
  const whole = Math.floor(clampPercent(score));
  const tier = CONFIDENCE_TIERS.find(({ min }) => whole >= min);
  return tier?.name ?? "Scam";
}

/**
 * The token list filter's score: 0.33 × success rate + 0.33 × volume score + 0.34 × holder score, clamped to 0-100; without a
 * success rate yet (no token old enough), the other two scaled up to the whole.
 */
export function listFilterScore(creator: { successRate: number | null; volume: number; holders: number }): number {
  const volumeScore = Math.min(100, (creator.volume / LIST_FILTER_VOLUME_FULL_SCORE) * 100);
  const holderScore = Math.min(100, (creator.holders / LIST_FILTER_HOLDERS_FULL_SCORE) * 100);
  return weighted([
    [creator.successRate, LIST_FILTER_WEIGHTS.successRate],
    [volumeScore, LIST_FILTER_WEIGHTS.volume],
    [holderScore, LIST_FILTER_WEIGHTS.holders],
  ]);
}

/** legendary ≥ 90, high 70-89, medium 50-69, low < 50. */
export function listFilterTier(score: number): ListFilterTier {
  return LIST_FILTER_TIERS.find(({ min }) => score >= min)?.name ?? "low";
}
