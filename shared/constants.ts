// Business constants of the specification's section 9, in one place.

export const MOBILE_BREAKPOINT_PX = 768;

/** HyperEVM's native wrapped token (WHYPE): the side of a pair that is not displayed. */
export const WHYPE_ADDRESS = "0x5555555555555555555555555555555555555555" as const;

export const REACTIONS = ["rocket", "fire", "poop", "flag"] as const;

// Trading
export const SLIPPAGE_TOLERANCE_MIN = 0;
export const SLIPPAGE_TOLERANCE_MAX = 1000;
export const SELL_PERCENTAGE_MIN = 1;
export const SELL_PERCENTAGE_MAX = 100;
export const TOKEN_ADDRESS_MIN_LENGTH = 42;

// Search
export const SEARCH_TERM_MIN = 1;
export const SEARCH_TERM_MAX = 100;
export const SEARCH_BOX_MIN_CHARS = 2;

// Indexer queries
export const TIMEFRAMES = ["1s", "15s", "1m", "5m", "15m", "1h", "4h", "1d", "1w"] as const;
export const DEFAULT_TIMEFRAME = "1d";
export const CANDLE_TYPES = ["01", "10", "usd", "mcap"] as const;
export const CHART_LIMIT_MIN = 1;
/** la liquidity added, lr liquidity removed, pc pair created, t transfer, tb token bonded, tc token created. */
export const ACTIVITY_EVENT_TYPES = ["la", "lr", "pc", "t", "tb", "tc"] as const;
export const ACTIVITY_LIMIT_MIN = 1;
export const ACTIVITY_LIMIT_MAX = 100_000;
export const DECIMALS_MIN = 0;
export const DECIMALS_MAX = 18;
export const HOLDERS_LIMIT_MIN = 1;
export const HOLDERS_LIMIT_MAX = 1000;
export const BUBBLE_MAP_LIMIT_MIN = 1;
export const BUBBLE_MAP_LIMIT_MAX = 1000;
export const BUBBLE_MAP_LIMIT_DEFAULT = 100;
// Our choices where the specification names none.
/** Holders listed when the query gives no limit. */
export const HOLDERS_LIMIT_DEFAULT = 100;
/** A trade of at least this many USD counts as large in trader analytics. */
export const LARGE_TRADE_USD = 10_000;
/** A holder of at least this percentage of the total supply is a whale on the bubble map. */
export const WHALE_BALANCE_PERCENT = 1;
/** Swaps listed with a trader's analytics, newest first. */
export const TRADER_SWAPS_LIMIT = 100;
export const PULSE_TOKEN_COUNT = 20;

/** Dollar abbreviation thresholds, smallest first: K, M, B. */
export const USD_ABBREVIATIONS = [
  { threshold: 1e3, suffix: "K" },
  { threshold: 1e6, suffix: "M" },
  { threshold: 1e9, suffix: "B" },
] as const;

/** Addresses are shown as their first 6 and last 4 characters. */
export const SHORT_ADDRESS = { head: 6, tail: 4 } as const;

// Client data caching (milliseconds)
export const SEARCH_CACHE = { freshMs: 30_000, keptMs: 60_000 } as const;
export const DATA_CACHE = {
  freshMs: 60 * 60_000,
  keptMs: 2 * 60 * 60_000,
  retries: 2,
  refetchOnFocus: false,
  refetchOnMount: true,
  onlineOnly: true,
} as const;
/** The data library's own retry policy: 3 retries with backoff capped at 30 s. */
export const DATA_LIBRARY_RETRY = { retries: 3, maxBackoffMs: 30_000 } as const;
/** The HTTP client sets no timeout of its own. */
export const HTTP_CLIENT_TIMEOUT_MS = null;

// Creators and launchpad tokens
export const CREATOR_PERFORMANCE_TTL_SECONDS = 300;
export const CACHE_DEFAULT_TTL_SECONDS = 3600;
export const MAX_TOKENS_PER_CREATOR = 100;
export const NEW_TOKEN_HIGHLIGHT_MS = 3000;
export const OLDER_TOKENS_LIST = { limit: 20, offset: 4 } as const;
export const OLDER_TOKENS_CALL_DEFAULTS = { limit: 15, offset: 4 } as const;
/** The newest-tokens call answers the tokens the older-tokens offset (4) skips. */
export const NEWEST_TOKENS_COUNT = OLDER_TOKENS_CALL_DEFAULTS.offset;
/** Token list pages (older tokens, a creator's tokens) hold at most this many tokens. */
export const TOKEN_LIST_LIMIT_MAX = MAX_TOKENS_PER_CREATOR;
/** /api/cached-data's top tokens: the launchpad tokens with the largest market caps. */
export const TOP_TOKENS_COUNT = 20;
/** /api/cached-data is rebuilt at most this often (seconds). */
export const CACHED_DATA_TTL_SECONDS = 20;
/** Leaderboard pages: default and largest page size. */
export const LEADERBOARD_LIMIT = { default: 50, max: 100 } as const;
/** Volume ÷ 1e8 gives BTC. */
export const VOLUME_PER_BTC = 1e8;
export const BTC_PRICE_FALLBACK_USD = 93_000;
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

// Wallet sessions and the wallet provider
export const SESSION_DEFAULT_EXPIRY_SECONDS = 900;
export const ACTIVITY_POLLING = { intervalMs: 1000, retries: 3 } as const;
export const STAMP_HEADER = "X-Stamp";
export const KEY_CURVE = { curve: "P-256", hash: "SHA-256" } as const;
export const SIGNATURE_SCHEME = "SIGNATURE_SCHEME_TK_API_P256";
export const SIGNATURE_MAX_LENGTH = 132;
export const PASSKEY = {
  algorithms: [-7, -257],
  residentKey: "required",
  userVerification: "preferred",
  timeoutMs: 300_000,
} as const;

// Phone input
export const PHONE_INPUT = { typeAheadResetMs: 1000, historyDebounceMs: 200, defaultCountry: "us" } as const;

// Market lists (HyperSwap pairs and pools, all tokens)
export const MARKET_LIST_LIMIT = { default: 50, max: 100 } as const;
/** HyperSwap V2 charges 0.30% on every pair: 3000 in V3's fee units (hundredths of a basis point). */
export const V2_FEE_TIER = 3000;
