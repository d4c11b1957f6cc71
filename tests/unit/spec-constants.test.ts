import { describe, expect, it } from "vitest";
import { DATA_CACHE, SEARCH_CACHE } from "../../frontend/api/swr-policy";
import { MOBILE_BREAKPOINT_PX } from "../../frontend/app/breakpoints";
import { SEARCH_BOX_MIN_CHARS } from "../../frontend/components/token-search/use-token-search";
import { SHORT_ADDRESS } from "../../frontend/format/addresses";
import { NEW_TOKEN_HIGHLIGHT_MS } from "../../frontend/pages/recent-tokens/use-token-list";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { CANDLE_TYPES, DEFAULT_TIMEFRAME, TIMEFRAMES } from "../../shared/chart-options";
import { BTC_PRICE_FALLBACK_USD, CREATOR_PERFORMANCE_TTL_SECONDS, VOLUME_PER_BTC } from "../../shared/creator-performance";
import { USD_ABBREVIATIONS } from "../../shared/format/numbers";
import { ACTIVE_FLAG, SATS_PER_USD_PRICE, VOLUME_24H_MULTIPLIER } from "../../shared/launchpad-token";
import { ACTIVITY_EVENT_TYPES, ACTIVITY_LIMIT_MAX, ACTIVITY_LIMIT_MIN } from "../../shared/schemas/activity";
import { PHONE_INPUT } from "../../shared/schemas/auth";
import { CACHE_DEFAULT_TTL_SECONDS } from "../../shared/schemas/cache";
import { CHART_LIMIT_MIN } from "../../shared/schemas/chart";
import { MAX_TOKENS_PER_CREATOR } from "../../shared/schemas/launchpad";
import { DECIMALS_MAX, DECIMALS_MIN } from "../../shared/schemas/primitives";
import { REACTIONS } from "../../shared/schemas/reactions";
import { SEARCH_TERM_MAX, SEARCH_TERM_MIN } from "../../shared/schemas/search";
import { PULSE_TOKEN_COUNT } from "../../shared/schemas/token";
import { BUBBLE_MAP_LIMIT_DEFAULT, BUBBLE_MAP_LIMIT_MAX, BUBBLE_MAP_LIMIT_MIN, HOLDERS_LIMIT_MAX, HOLDERS_LIMIT_MIN } from "../../shared/schemas/token-holders";
import { OLDER_TOKENS_CALL_DEFAULTS, OLDER_TOKENS_LIST } from "../../shared/schemas/token-lists";
import { SELL_PERCENTAGE_MAX, SELL_PERCENTAGE_MIN, SLIPPAGE_TOLERANCE_MAX, SLIPPAGE_TOLERANCE_MIN, TOKEN_ADDRESS_MIN_LENGTH } from "../../shared/schemas/trade";
import {
  CONFIDENCE_FILTERS,
  CONFIDENCE_TIERS,
  LIST_FILTER_HOLDERS_FULL_SCORE,
  LIST_FILTER_TIERS,
  LIST_FILTER_VOLUME_FULL_SCORE,
  LIST_FILTER_WEIGHTS,
} from "../../shared/scoring";
import {
  ACTIVITY_POLLING,
  KEY_CURVE,
  PASSKEY,
  SESSION_DEFAULT_EXPIRY_SECONDS,
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_SCHEME,
  STAMP_HEADER,
} from "../../shared/wallet-session";

// The figures of spec section 9, each read from the module that owns its concept.
describe("business constants of spec section 9", () => {
  it("layout, reactions and the wrapped native token", () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(REACTIONS).toEqual(["rocket", "fire", "poop", "flag"]);
    expect(WHYPE_ADDRESS).toBe(`0x${"5".repeat(40)}`);
  });

  it("input limits", () => {
    expect([SLIPPAGE_TOLERANCE_MIN, SLIPPAGE_TOLERANCE_MAX]).toEqual([0, 1000]);
    expect([SELL_PERCENTAGE_MIN, SELL_PERCENTAGE_MAX]).toEqual([1, 100]);
    expect([SEARCH_TERM_MIN, SEARCH_TERM_MAX, SEARCH_BOX_MIN_CHARS]).toEqual([1, 100, 2]);
    expect([ACTIVITY_LIMIT_MIN, ACTIVITY_LIMIT_MAX]).toEqual([1, 100_000]);
    expect([DECIMALS_MIN, DECIMALS_MAX]).toEqual([0, 18]);
    expect([HOLDERS_LIMIT_MIN, HOLDERS_LIMIT_MAX]).toEqual([1, 1000]);
    expect([BUBBLE_MAP_LIMIT_MIN, BUBBLE_MAP_LIMIT_MAX, BUBBLE_MAP_LIMIT_DEFAULT]).toEqual([1, 1000, 100]);
    expect(CHART_LIMIT_MIN).toBe(1);
    expect(TOKEN_ADDRESS_MIN_LENGTH).toBe(42);
  });

  it("indexer query vocabularies and the pulse size", () => {
    expect(TIMEFRAMES).toEqual(["1s", "15s", "1m", "5m", "15m", "1h", "4h", "1d", "1w"]);
    expect(DEFAULT_TIMEFRAME).toBe("1d");
    expect(CANDLE_TYPES).toEqual(["01", "10", "usd", "mcap"]);
    expect(ACTIVITY_EVENT_TYPES).toEqual(["la", "lr", "pc", "t", "tb", "tc"]);
    expect(PULSE_TOKEN_COUNT).toBe(20);
  });

  it("display rules", () => {
    expect(USD_ABBREVIATIONS.map(({ threshold, suffix }) => `${suffix}@${threshold}`)).toEqual(["K@1000", "M@1000000", "B@1000000000"]);
    expect(SHORT_ADDRESS).toEqual({ head: 6, tail: 4 });
    expect(NEW_TOKEN_HIGHLIGHT_MS).toBe(3000);
  });

  it("caching and retries", () => {
    expect(SEARCH_CACHE).toEqual({ freshMs: 30_000, keptMs: 60_000 });
    expect(DATA_CACHE).toEqual({
      freshMs: 3_600_000,
      keptMs: 7_200_000,
      retries: 2,
      refetchOnFocus: false,
      refetchOnMount: true,
      onlineOnly: true,
    });
    expect(CREATOR_PERFORMANCE_TTL_SECONDS).toBe(300);
    expect(CACHE_DEFAULT_TTL_SECONDS).toBe(3600);
  });

  it("launchpad tokens and creators", () => {
    expect(MAX_TOKENS_PER_CREATOR).toBe(100);
    expect(OLDER_TOKENS_LIST).toEqual({ limit: 20, offset: 4 });
    expect(OLDER_TOKENS_CALL_DEFAULTS).toEqual({ limit: 15, offset: 4 });
    expect(VOLUME_PER_BTC).toBe(1e8);
    expect(BTC_PRICE_FALLBACK_USD).toBe(93_000);
    expect(SATS_PER_USD_PRICE).toBe(1000);
    expect(VOLUME_24H_MULTIPLIER).toBe(1e6);
    expect(ACTIVE_FLAG).toEqual({
      minPriceInSats: 0.25,
      lowPriceMinAgeSeconds: 3600,
      idleMinAgeSeconds: 172_800,
      minVolume: 0.00001,
    });
  });

  it("the two confidence schemes", () => {
    expect(CONFIDENCE_TIERS.map(({ name, min, max }) => `${name} ${min}-${max}`)).toEqual([
      "Legendary 100-100",
      "Epic 90-99",
      "Great 80-89",
      "Okay 70-79",
      "Neutral 60-69",
      "Meh 45-59",
      "Scam 0-44",
    ]);
    expect(LIST_FILTER_WEIGHTS).toEqual({ successRate: 0.33, volume: 0.33, holders: 0.34 });
    expect(LIST_FILTER_VOLUME_FULL_SCORE).toBe(1e10);
    expect(LIST_FILTER_HOLDERS_FULL_SCORE).toBe(1000);
    expect(LIST_FILTER_TIERS).toEqual([
      { name: "legendary", min: 90 },
      { name: "high", min: 70 },
      { name: "medium", min: 50 },
      { name: "low", min: 0 },
    ]);
    expect(CONFIDENCE_FILTERS).toEqual(["all", "legendary", "high", "medium", "low"]);
  });

  it("wallet sessions, passkeys and phone input", () => {
    expect(SESSION_DEFAULT_EXPIRY_SECONDS).toBe(900);
    expect(ACTIVITY_POLLING).toEqual({ intervalMs: 1000, retries: 3 });
    expect(KEY_CURVE).toEqual({ curve: "P-256", hash: "SHA-256" });
    expect(STAMP_HEADER).toBe("X-Stamp");
    expect(SIGNATURE_SCHEME).toBe("SIGNATURE_SCHEME_TK_API_P256");
    expect(SIGNATURE_MAX_LENGTH).toBe(132);
    expect(PASSKEY).toEqual({
      algorithms: [-7, -257],
      residentKey: "required",
      userVerification: "preferred",
      timeoutMs: 300_000,
    });
    expect(PHONE_INPUT).toEqual({ typeAheadResetMs: 1000, historyDebounceMs: 200, defaultCountry: "us" });
  });
});
