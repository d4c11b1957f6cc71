import { VOLUME_24H_MULTIPLIER } from "./launchpad-token";
import type { CreatorPerformance, DisplayedToken } from "./schemas/launchpad";
import { type ConfidenceFigures, type ConfidencePopulation, confidenceScore, listFilterScore } from "./scoring";

export const CREATOR_PERFORMANCE_TTL_SECONDS = 300;

/** Volume ÷ 1e8 gives BTC. */
export const VOLUME_PER_BTC = 1e8;
export const BTC_PRICE_FALLBACK_USD = 93_000;

/** One of a creator's tokens as displayed (activity-checked), with its lifetime figures. */
export type CreatorToken = {
  token: DisplayedToken;
  /** Every trade of the token, on its curve and after bonding, in USD. */
  lifetimeVolumeUsd: number;
  lifetimeTrades: number;
  /** The market cap the token launched at: its price when created (after the creator's first buy) × supply, USD. */
  launchMarketcapUsd: number;
  /** Old enough to count as a success or a failure (isJudged): a younger token is in neither the success rate nor the active count. */
  judged: boolean;
};

/**
 * A creator's performance (spec 3) from their tokens, newest first. The success rate is the share
 * of active tokens among those old enough to judge (isJudged); generated market cap is what the tokens gained over their launch market caps;
 * volumes are in the token list's displayed units (USD × 1e6), so the list filter's 1e10 full
 * volume score is $10,000. Both score schemes of spec 9: `confidenceScore` is the Developer
 * Guide's, measured against `population` (every scored creator), `weightedScore` the token list
 * filter's. The rank is given by the caller.
 */
export function creatorPerformance(principal: string, tokens: CreatorToken[], population: ConfidencePopulation): Omit<CreatorPerformance, "rank"> {
  const shown = tokens.map((entry) => entry.token);
  const activeTokens = tokens.filter((entry) => entry.judged && entry.token.is_active).length;
  const figures = confidenceFigures(tokens);
  const { volumeUsd, holders: totalHolders, trades: totalTrades, generatedMarketcapUsd: generatedMarketcapUSD } = figures;
  const totalVolume = volumeUsd * VOLUME_24H_MULTIPLIER;
  return {
    principal,
    username: null,
    image: null,
    customPictureUrl: null,
    walletAddress: principal,
    totalTokens: tokens.length,
    activeTokens,
    totalVolume,
    btcVolume: totalVolume / VOLUME_PER_BTC,
    // No token old enough yet: the rate reads 0 while both scores leave it out.
    successRate: figures.successRate ?? 0,
    weightedScore: listFilterScore({ successRate: figures.successRate, volume: totalVolume, holders: totalHolders }),
    confidenceScore: confidenceScore(figures, population),
    totalHolders,
    totalTrades,
    lastTokenCreated: shown.length === 0 ? null : Math.max(...shown.map((token) => token.created_time)),
    totalMarketcap: sum(shown.map((token) => token.marketcap)),
    generatedMarketcapBTC: generatedMarketcapUSD / BTC_PRICE_FALLBACK_USD,
    generatedMarketcapUSD,
    tokens: shown,
  };
}

/** What a creator's confidence score is worked out from, summed over their tokens. */
export function confidenceFigures(tokens: CreatorToken[]): ConfidenceFigures {
  const judged = tokens.filter((entry) => entry.judged);
  const activeTokens = judged.filter((entry) => entry.token.is_active).length;
  return {
    // A creator without tokens has failed nothing yet either, but has nothing to score: 0, as before.
    successRate: tokens.length === 0 ? 0 : judged.length === 0 ? null : (activeTokens / judged.length) * 100,
    volumeUsd: sum(tokens.map((entry) => entry.lifetimeVolumeUsd)),
    holders: sum(tokens.map((entry) => entry.token.holder_count)),
    generatedMarketcapUsd: sum(tokens.map((entry) => Math.max(0, entry.token.marketcap - entry.launchMarketcapUsd))),
    trades: sum(tokens.map((entry) => entry.lifetimeTrades)),
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
