import { describe, expect, it } from "vitest";
import * as constants from "../../shared/constants";

// The figures of spec section 9, as the rest of the app reads them from shared/constants.
describe("business constants of spec section 9", () => {
  it("layout, reactions and the wrapped native token", () => {
    expect(constants.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(constants.REACTIONS).toEqual(["rocket", "fire", "poop", "flag"]);
    expect(constants.WHYPE_ADDRESS).toBe(`0x${"5".repeat(40)}`);
  });

  it("input limits", () => {
    expect([constants.SLIPPAGE_TOLERANCE_MIN, constants.SLIPPAGE_TOLERANCE_MAX]).toEqual([0, 1000]);
    expect([constants.SELL_PERCENTAGE_MIN, constants.SELL_PERCENTAGE_MAX]).toEqual([1, 100]);
    expect([constants.SEARCH_TERM_MIN, constants.SEARCH_TERM_MAX, constants.SEARCH_BOX_MIN_CHARS]).toEqual([1, 100, 2]);
    expect([constants.ACTIVITY_LIMIT_MIN, constants.ACTIVITY_LIMIT_MAX]).toEqual([1, 100_000]);
    expect([constants.DECIMALS_MIN, constants.DECIMALS_MAX]).toEqual([0, 18]);
    expect([constants.HOLDERS_LIMIT_MIN, constants.HOLDERS_LIMIT_MAX]).toEqual([1, 1000]);
    expect([constants.BUBBLE_MAP_LIMIT_MIN, constants.BUBBLE_MAP_LIMIT_MAX, constants.BUBBLE_MAP_LIMIT_DEFAULT]).toEqual([
      1, 1000, 100,
    ]);
    expect(constants.CHART_LIMIT_MIN).toBe(1);
    expect(constants.TOKEN_ADDRESS_MIN_LENGTH).toBe(42);
  });

  it("indexer query vocabularies and the pulse size", () => {
    expect(constants.TIMEFRAMES).toEqual(["1s", "15s", "1m", "5m", "15m", "1h", "4h", "1d", "1w"]);
    expect(constants.DEFAULT_TIMEFRAME).toBe("1d");
    expect(constants.CANDLE_TYPES).toEqual(["01", "10", "usd", "mcap"]);
    expect(constants.ACTIVITY_EVENT_TYPES).toEqual(["la", "lr", "pc", "t", "tb", "tc"]);
    expect(constants.PULSE_TOKEN_COUNT).toBe(20);
  });

  it("display rules", () => {
    expect(constants.USD_ABBREVIATIONS.map(({ threshold, suffix }) => `${suffix}@${threshold}`)).toEqual([
      "K@1000",
      "M@1000000",
      "B@1000000000",
    ]);
    expect(constants.SHORT_ADDRESS).toEqual({ head: 6, tail: 4 });
    expect(constants.NEW_TOKEN_HIGHLIGHT_MS).toBe(3000);
  });

  it("caching and retries", () => {
    expect(constants.SEARCH_CACHE).toEqual({ freshMs: 30_000, keptMs: 60_000 });
    expect(constants.DATA_CACHE).toEqual({
      freshMs: 3_600_000,
      keptMs: 7_200_000,
      retries: 2,
      refetchOnFocus: false,
      refetchOnMount: true,
      onlineOnly: true,
    });
    expect(constants.CREATOR_PERFORMANCE_TTL_SECONDS).toBe(300);
    expect(constants.CACHE_DEFAULT_TTL_SECONDS).toBe(3600);
    expect(constants.DATA_LIBRARY_RETRY).toEqual({ retries: 3, maxBackoffMs: 30_000 });
    expect(constants.HTTP_CLIENT_TIMEOUT_MS).toBeNull();
  });

  it("launchpad tokens and creators", () => {
    expect(constants.MAX_TOKENS_PER_CREATOR).toBe(100);
    expect(constants.OLDER_TOKENS_LIST).toEqual({ limit: 20, offset: 4 });
    expect(constants.OLDER_TOKENS_CALL_DEFAULTS).toEqual({ limit: 15, offset: 4 });
    expect(constants.VOLUME_PER_BTC).toBe(1e8);
    expect(constants.BTC_PRICE_FALLBACK_USD).toBe(93_000);
    expect(constants.SATS_PER_USD_PRICE).toBe(1000);
    expect(constants.VOLUME_24H_MULTIPLIER).toBe(1e6);
    expect(constants.ACTIVE_FLAG).toEqual({
      minPriceInSats: 0.25,
      lowPriceMinAgeSeconds: 3600,
      idleMinAgeSeconds: 172_800,
      minVolume: 0.00001,
    });
  });

  it("the two confidence schemes", () => {
    expect(constants.CONFIDENCE_TIERS.map(({ name, min, max }) => `${name} ${min}-${max}`)).toEqual([
      "Legendary 100-100",
      "Epic 90-99",
      "Great 80-89",
      "Okay 70-79",
      "Neutral 60-69",
      "Meh 45-59",
      "Scam 0-44",
    ]);
    expect(constants.LIST_FILTER_WEIGHTS).toEqual({ successRate: 0.33, volume: 0.33, holders: 0.34 });
    expect(constants.LIST_FILTER_VOLUME_FULL_SCORE).toBe(1e10);
    expect(constants.LIST_FILTER_HOLDERS_FULL_SCORE).toBe(1000);
    expect(constants.LIST_FILTER_TIERS).toEqual([
      { name: "legendary", min: 90 },
      { name: "high", min: 70 },
      { name: "medium", min: 50 },
      { name: "low", min: 0 },
    ]);
    expect(constants.CONFIDENCE_FILTERS).toEqual(["all", "legendary", "high", "medium", "low"]);
  });

  it("wallet sessions, passkeys and phone input", () => {
    expect(constants.SESSION_DEFAULT_EXPIRY_SECONDS).toBe(900);
    expect(constants.ACTIVITY_POLLING).toEqual({ intervalMs: 1000, retries: 3 });
    expect(constants.KEY_CURVE).toEqual({ curve: "P-256", hash: "SHA-256" });
    expect(constants.STAMP_HEADER).toBe("X-Stamp");
    expect(constants.SIGNATURE_SCHEME).toBe("SIGNATURE_SCHEME_TK_API_P256");
    expect(constants.SIGNATURE_MAX_LENGTH).toBe(132);
    expect(constants.PASSKEY).toEqual({
      algorithms: [-7, -257],
      residentKey: "required",
      userVerification: "preferred",
      timeoutMs: 300_000,
    });
    expect(constants.PHONE_INPUT).toEqual({ typeAheadResetMs: 1000, historyDebounceMs: 200, defaultCountry: "us" });
  });
});
