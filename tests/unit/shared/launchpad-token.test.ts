import { describe, expect, it } from "vitest";
import { inactiveReason, toCheckedToken, toDisplayedToken } from "../../../shared/launchpad-token";
import type { ServerToken } from "../../../shared/schemas/launchpad";
import { LAUNCH_CURVE, UNCHECKED_SAFETY } from "./curve-fixture";

const HOUR = 3600;
const NOW = 1_800_000_000;

const server: ServerToken = {
  address: "0x00000000000000000000000000000000000000aa",
  name: "Purr",
  symbol: "PURR",
  creator: "0x00000000000000000000000000000000000000bb",
  creationTimestamp: NOW - 5 * HOUR,
  price: { usd: 0.0004 },
  marketCap: { usd: 400_000 },
  liquidity: { usd: 25_000 },
  holderCount: 200,
  metadata: { description: "cat", image_uri: "/images/purr.svg", twitter: "https://x.com/purr" },
  timeframes: { "24h": { volume: 0.0123, buys: 40, sells: 15, priceChange: 12.5 } },
  top10HoldersPercentage: 0.35,
  isFrozen: false,
  progress: 0,
  curve: LAUNCH_CURVE,
  safety: UNCHECKED_SAFETY,
};

describe("toDisplayedToken", () => {
  it("maps the server fields the way the spec reads them", () => {
    const token = toDisplayedToken(server, null);
    expect(token).toMatchObject({
      id: server.address,
      ticker: "PURR",
      description: "cat",
      image: "/images/purr.svg",
      created_time: NOW - 5 * HOUR,
      volume: 12_300,
      price: 0.0004,
      price_in_sats: 0.4,
      price_change_24h: 12.5,
      marketcap: 400_000,
      liquidity: 25_000,
      holder_count: 200,
      holder_top: 70,
      holder_dev: 0,
      txn_count: 55,
      buy_count: 40,
      sell_count: 15,
      is_active: true,
      twitter: "https://x.com/purr",
      website: "",
      telegram: "",
      creator_profile: null,
    });
  });

  it("is inactive when frozen or priced at zero", () => {
    expect(toDisplayedToken({ ...server, isFrozen: true }, null).is_active).toBe(false);
    expect(toDisplayedToken({ ...server, price: { usd: 0 } }, null).is_active).toBe(false);
  });
});

describe("inactiveReason", () => {
  const active = { priceUsd: 0.001, tradingEnabled: true, createdAt: NOW - HOUR, volume: 1 };

  it("leaves a healthy token active", () => {
    expect(inactiveReason(active, NOW)).toBeNull();
  });

  it("Zero price when the price is <= 0", () => {
    expect(inactiveReason({ ...active, priceUsd: 0 }, NOW)).toBe("Zero price");
    expect(inactiveReason({ ...active, priceUsd: -1 }, NOW)).toBe("Zero price");
  });

  it("Trading disabled when trading is off", () => {
    expect(inactiveReason({ ...active, tradingEnabled: false }, NOW)).toBe("Trading disabled");
  });

  it("Price too low below 0.25 sats once older than an hour", () => {
    const cheap = { ...active, priceUsd: 0.000249 };
    expect(inactiveReason({ ...cheap, createdAt: NOW - HOUR }, NOW)).toBeNull();
    expect(inactiveReason({ ...cheap, createdAt: NOW - HOUR - 1 }, NOW)).toBe("Price too low");
    expect(inactiveReason({ ...active, priceUsd: 0.00025, createdAt: NOW - 10 * HOUR }, NOW)).toBeNull();
  });

  it("No trading activity after 2 days with volume below 0.00001", () => {
    const idle = { ...active, volume: 0.000009 };
    expect(inactiveReason({ ...idle, createdAt: NOW - 48 * HOUR }, NOW)).toBeNull();
    expect(inactiveReason({ ...idle, createdAt: NOW - 48 * HOUR - 1 }, NOW)).toBe("No trading activity");
    expect(inactiveReason({ ...active, volume: 0.00001, createdAt: NOW - 72 * HOUR }, NOW)).toBeNull();
  });
});

describe("toCheckedToken", () => {
  it("keeps an active token active with no reason", () => {
    expect(toCheckedToken(server, null, NOW)).toMatchObject({ is_active: true, inactive_reason: null });
  });

  it("applies the later check to the displayed figures: price in sats and the 24h volume × 1e6", () => {
    const cheap = { ...server, price: { usd: 0.0002 } };
    expect(toCheckedToken(cheap, null, NOW)).toMatchObject({ is_active: false, inactive_reason: "Price too low", price_in_sats: 0.2 });
    const old = { ...server, creationTimestamp: NOW - 49 * HOUR };
    const idle = { ...old, timeframes: { "24h": { ...old.timeframes["24h"], volume: 0.000_000_000_009 } } };
    expect(toCheckedToken(idle, null, NOW)).toMatchObject({ is_active: false, inactive_reason: "No trading activity" });
    // 2e-11 × 1e6 = 0.00002: above the threshold.
    const barely = { ...old, timeframes: { "24h": { ...old.timeframes["24h"], volume: 0.000_000_000_02 } } };
    expect(toCheckedToken(barely, null, NOW).inactive_reason).toBeNull();
  });

  it("gives a frozen token the reason 'Trading disabled'", () => {
    expect(toCheckedToken({ ...server, isFrozen: true }, null, NOW)).toMatchObject({ is_active: false, inactive_reason: "Trading disabled" });
  });
});
