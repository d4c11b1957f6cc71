import { describe, expect, it } from "vitest";
import { type CreatorToken, confidenceFigures, creatorPerformance } from "../../shared/creator-performance";
import { toCheckedToken } from "../../shared/launchpad-token";
import type { ServerToken } from "../../shared/schemas/launchpad";
import { confidencePopulation } from "../../shared/scoring";
import { LAUNCH_CURVE } from "./curve-fixture";

const NOW = 1_800_000_000;
const CREATOR = "0x00000000000000000000000000000000000000bb";

function token(n: number, overrides: Partial<ServerToken>): ServerToken {
  return {
    address: `0x${n.toString(16).padStart(40, "0")}`,
    name: `T${n}`,
    symbol: `T${n}`,
    creator: CREATOR,
    creationTimestamp: NOW - 600,
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
    ...overrides,
  };
}

const entry = (server: ServerToken, lifetimeVolumeUsd: number, lifetimeTrades: number, launchMarketcapUsd: number): CreatorToken => ({
  token: toCheckedToken(server, null, NOW),
  lifetimeVolumeUsd,
  lifetimeTrades,
  launchMarketcapUsd,
});

describe("creatorPerformance", () => {
  it("sums a creator's tokens into the spec's fields and scores them with both schemes", () => {
    const tokens = [
      entry(token(2, { creationTimestamp: NOW - 100, holderCount: 30 }), 60_000, 300, 10_000),
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
      lastTokenCreated: NOW - 100,
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
});
