import { describe, expect, it } from "vitest";
import { type CreatorToken, confidenceFigures, creatorPerformance } from "../../../shared/creator-performance";
import { isJudged, toCheckedToken } from "../../../shared/launchpad-token";
import type { ServerToken } from "../../../shared/schemas/launchpad";
import { confidencePopulation } from "../../../shared/scoring";
import { LAUNCH_CURVE, UNCHECKED_SAFETY } from "./curve-fixture";

const NOW = 1_800_000_000;
const CREATOR = "0x00000000000000000000000000000000000000bb";

function token(n: number, overrides: Partial<ServerToken>): ServerToken {
  return {
    address: `0x${n.toString(16).padStart(40, "0")}`,
    name: `T${n}`,
    symbol: `T${n}`,
    creator: CREATOR,
    creationTimestamp: NOW - 7200,
    price: { usd: 0.001 },
    marketCap: { usd: 1_000_000 },
    liquidity: { usd: 1000 },
    holderCount: 10,
    metadata: {},
    timeframes: { "24h": { volume: 100, buys: 3, sells: 1, priceChange: 0 } },
    top10HoldersPercentage: 1,
    isFrozen: false,
    progress: 0,
    curve: LAUNCH_CURVE,
    safety: UNCHECKED_SAFETY,
    ...overrides,
  };
}

const entry = (server: ServerToken, lifetimeVolumeUsd: number, lifetimeTrades: number, launchMarketcapUsd: number): CreatorToken => ({
  token: toCheckedToken(server, null, NOW),
  lifetimeVolumeUsd,
  lifetimeTrades,
  launchMarketcapUsd,
  judged: isJudged(server.creationTimestamp, NOW),
});

describe("creatorPerformance", () => {
  it("sums a creator's tokens into the spec's fields and scores them with both schemes", () => {
    const tokens = [
      entry(token(2, { creationTimestamp: NOW - 3700, holderCount: 30 }), 60_000, 300, 10_000),
      entry(token(1, { isFrozen: true, marketCap: { usd: 5000 }, holderCount: 20 }), 40_000, 200, 10_000),
    ];
    // Measured against two other creators: one below on every part, one above on volume and holders only.
    const population = confidencePopulation([
      confidenceFigures(tokens),
      { successRate: 0, volumeUsd: 1000, holders: 5, generatedMarketcapUsd: 0, trades: 10 },
      { successRate: 100, volumeUsd: 500_000, holders: 90, generatedMarketcapUsd: 0, trades: 10 },
    ]);
    const performance = creatorPerformance(CREATOR, tokens, population);
    expect(performance).toMatchObject({
      principal: CREATOR,
      walletAddress: CREATOR,
      username: null,
      totalTokens: 2,
      activeTokens: 1,
      successRate: 50,
      totalVolume: 100_000 * 1e6,
      btcVolume: 1000,
      totalHolders: 50,
      totalTrades: 500,
      lastTokenCreated: NOW - 3700,
      totalMarketcap: 1_005_000,
      // Only what the tokens gained over their launch caps: 990,000 + 0.
      generatedMarketcapUSD: 990_000,
    });
    expect(performance.generatedMarketcapBTC).toBeCloseTo(990_000 / 93_000, 9);
    // Guide: 0.33 × 50 (success) + 0.33 × 50 (volume: above one of two) + 0.15 × 50 (holders)
    // + 0.15 × 100 (generated cap: above both) + 0.04 × 100 (trades: above both).
    expect(performance.confidenceScore).toBeCloseTo(16.5 + 16.5 + 7.5 + 15 + 4, 9);
    // List filter: 0.33 × 50 + 0.33 × 100 (volume 1e11 ≥ 1e10) + 0.34 × 5.
    expect(performance.weightedScore).toBeCloseTo(16.5 + 33 + 1.7, 9);
    expect(performance.tokens.map((shown) => shown.inactive_reason)).toEqual([null, "Trading disabled"]);
  });

  it("scores a creator without tokens at zero", () => {
    const population = confidencePopulation([confidenceFigures([]), { successRate: 100, volumeUsd: 1, holders: 1, generatedMarketcapUsd: 1, trades: 1 }]);
    expect(creatorPerformance(CREATOR, [], population)).toMatchObject({
      totalTokens: 0,
      successRate: 0,
      confidenceScore: 0,
      weightedScore: 0,
      lastTokenCreated: null,
      tokens: [],
    });
  });

  it("counts a token as a success or a failure only once it is an hour old, so a burst of launches does not swing the rate", () => {
    const old = [
      entry(token(1, { creationTimestamp: NOW - 7200 }), 1000, 10, 10_000),
      // An hour and more at a launch price of 0.01 sats: 'Price too low'.
      entry(token(2, { creationTimestamp: NOW - 3601, price: { usd: 0.00001 } }), 1000, 10, 10_000),
    ];
    // Seconds old: sold out and frozen, and priced like a launch. Neither counts yet, whatever they show now.
    const young = [
      entry(token(3, { creationTimestamp: NOW - 30, isFrozen: true }), 500, 5, 10_000),
      entry(token(4, { creationTimestamp: NOW - 3600, price: { usd: 0.00001 } }), 500, 5, 10_000),
    ];
    expect([...old, ...young].map((shown) => [shown.token.is_active, shown.judged])).toEqual([
      [true, true],
      [false, true],
      [false, false],
      [true, false],
    ]);
    const population = confidencePopulation([confidenceFigures(old)]);
    // By hand: 1 active of the 2 tokens an hour old or more.
    expect(creatorPerformance(CREATOR, [...old, ...young], population)).toMatchObject({ totalTokens: 4, activeTokens: 1, successRate: 50 });
    expect(creatorPerformance(CREATOR, old, population)).toMatchObject({ totalTokens: 2, activeTokens: 1, successRate: 50 });
  });

  it("scores a creator whose tokens are all younger than an hour on the other parts alone", () => {
    const young = [entry(token(1, { creationTimestamp: NOW - 60, holderCount: 4 }), 1000, 10, 1_000_000)];
    const figures = confidenceFigures(young);
    expect(figures.successRate).toBeNull();
    // Alone, the creator tops every other part: 33 + 15 + 15 + 4 of the 67 weight points known, scaled to 100.
    const performance = creatorPerformance(CREATOR, young, confidencePopulation([figures]));
    expect(performance).toMatchObject({ totalTokens: 1, activeTokens: 0, successRate: 0 });
    expect(performance.confidenceScore).toBeCloseTo(100, 9);
    // List filter without a rate: (0.33 × volume score 10 + 0.34 × holder score 0.4) / 0.67.
    expect(performance.weightedScore).toBeCloseTo((0.33 * 10 + 0.34 * 0.4) / 0.67, 9);
  });
});
