import type { CreatorProfile, DisplayedToken, InactiveReason, ServerToken } from "./schemas/launchpad";

/** Price in sats = USD price × 1000. */
export const SATS_PER_USD_PRICE = 1000;

/** 24h volume = volume × 1e6. */
export const VOLUME_24H_MULTIPLIER = 1e6;

/** Token active-flag rules of spec section 4. */
export const ACTIVE_FLAG = {
  minPriceInSats: 0.25,
  lowPriceMinAgeSeconds: 60 * 60,
  idleMinAgeSeconds: 2 * 24 * 60 * 60,
  minVolume: 0.00001,
} as const;

/**
 * A token counts toward its creator's success rate and active tokens once it is older than this: before the price rule's
 * hour every launch is active (a launch price is far below 0.25 sats), so a young token is neither a success nor a
 * failure yet, and a burst of launches cannot swing its creator's tier within minutes.
 */
export const JUDGED_AFTER_SECONDS = ACTIVE_FLAG.lowPriceMinAgeSeconds;

/** Whether a token created at `createdAt` is old enough to count for its creator at `nowSeconds`. */
export const isJudged = (createdAt: number, nowSeconds: number) => nowSeconds - createdAt > JUDGED_AFTER_SECONDS;

/** Price in sats as the launchpad lists it: the USD price × 1000. */
export function priceInSats(priceUsd: number): number {
  return priceUsd * SATS_PER_USD_PRICE;
}

/**
 * A server token as displayed. Active from the server means not frozen and a price above 0;
 * the 24h volume is scaled by 1e6 and the top-10 holders are holders × the top-10 percentage.
 */
export function toDisplayedToken(token: ServerToken, creatorProfile: CreatorProfile | null): DisplayedToken {
  const day = token.timeframes["24h"];
  return {
    id: token.address,
    name: token.name,
    symbol: token.symbol,
    ticker: token.symbol,
    description: token.metadata.description ?? "",
    image: token.metadata.image_uri ?? "",
    creator: token.creator,
    created_time: token.creationTimestamp,
    volume: day.volume * VOLUME_24H_MULTIPLIER,
    price: token.price.usd,
    price_in_sats: priceInSats(token.price.usd),
    price_change_24h: day.priceChange,
    marketcap: token.marketCap.usd,
    liquidity: token.liquidity.usd,
    holder_count: token.holderCount,
    holder_top: token.holderCount * token.top10HoldersPercentage,
    holder_dev: 0,
    txn_count: day.buys + day.sells,
    buy_count: day.buys,
    sell_count: day.sells,
    is_active: !token.isFrozen && token.price.usd > 0,
    twitter: token.metadata.twitter ?? "",
    website: token.metadata.website ?? "",
    telegram: token.metadata.telegram ?? "",
    creator_profile: creatorProfile,
    curve: token.curve,
    safety: token.safety,
  };
}

type ActivityFacts = {
  priceUsd: number;
  tradingEnabled: boolean;
  createdAt: number;
  volume: number;
};

/** The later activity check of spec 4: the first reason a token is inactive, or null while it is active. */
export function inactiveReason(token: ActivityFacts, nowSeconds: number): InactiveReason | null {
  const ageSeconds = nowSeconds - token.createdAt;
  if (token.priceUsd <= 0) return "Zero price";
  if (!token.tradingEnabled) return "Trading disabled";
  if (priceInSats(token.priceUsd) < ACTIVE_FLAG.minPriceInSats && ageSeconds > ACTIVE_FLAG.lowPriceMinAgeSeconds) {
    return "Price too low";
  }
  if (ageSeconds > ACTIVE_FLAG.idleMinAgeSeconds && token.volume < ACTIVE_FLAG.minVolume) return "No trading activity";
  return null;
}

/** A server token as displayed after the later activity check: inactive when the server says so or a rule fires. */
export function toCheckedToken(token: ServerToken, creatorProfile: CreatorProfile | null, nowSeconds: number): DisplayedToken {
  const shown = toDisplayedToken(token, creatorProfile);
  const reason = inactiveReason({ priceUsd: shown.price, tradingEnabled: !token.isFrozen, createdAt: shown.created_time, volume: shown.volume }, nowSeconds);
  return { ...shown, is_active: shown.is_active && reason === null, inactive_reason: reason };
}
