import { describe, expect, it } from "vitest";
import {
  CONFIDENCE_TIERS,
  CONFIDENCE_WEIGHTS,
  confidencePopulation,
  confidenceScore,
  confidenceTier,
  listFilterScore,
  listFilterTier,
  standing,
} from "../../../shared/scoring";

describe("Developer Guide confidence tiers", () => {
  it.each([
    [100, "Legendary"],
    [99.9, "Epic"],
    [99, "Epic"],
    [90, "Epic"],
    [89, "Great"],
    [80, "Great"],
    [79, "Okay"],
    [70, "Okay"],
    [69, "Neutral"],
    [60, "Neutral"],
    [59, "Meh"],
    [45, "Meh"],
    [44, "Scam"],
    [0, "Scam"],
    [-5, "Scam"],
    [140, "Legendary"],
  ])("%s%% is %s", (score, tier) => {
    expect(confidenceTier(score)).toBe(tier);
  });

  it("covers 0 to 100 without gaps or overlaps", () => {
    const covered = CONFIDENCE_TIERS.flatMap(({ min, max }) => Array.from({ length: max - min + 1 }, (_, i) => min + i));
    expect(covered.sort((a, b) => a - b)).toEqual(Array.from({ length: 101 }, (_, i) => i));
  });

  it("weights add up to 100%", () => {
    expect(CONFIDENCE_WEIGHTS.map((w) => [w.label, w.percent])).toEqual([
      ["Success Rate", 33],
      ["Volume", 33],
      ["Holders", 15],
      ["Generated Marketcap", 15],
      ["Trades", 4],
    ]);
    expect(CONFIDENCE_WEIGHTS.reduce((sum, w) => sum + w.percent, 0)).toBe(100);
  });
});

describe("Developer Guide confidence score", () => {
  const none = { successRate: 0, volumeUsd: 0, holders: 0, generatedMarketcapUsd: 0, trades: 0 };
  const middle = { successRate: 100, volumeUsd: 50_000, holders: 500, generatedMarketcapUsd: 50_000, trades: 2500 };
  const top = { successRate: 100, volumeUsd: 1e9, holders: 1e6, generatedMarketcapUsd: 1e9, trades: 1e6 };
  const population = confidencePopulation([none, middle, top]);

  it("measures each part but the success rate against the other creators: the top scores 100, the middle 50", () => {
    expect(standing(1e9, population.volumeUsd)).toBe(100);
    expect(standing(50_000, population.volumeUsd)).toBe(50);
    expect(standing(0, population.volumeUsd)).toBe(0);
    // Equal figures count half: three creators with nothing stand at 50 among each other.
    expect(standing(0, [0, 0, 0])).toBe(50);
    expect(standing(7, [7])).toBe(100);
  });

  it("weighs success rate 33, volume 33, holders 15, generated market cap 15 and trades 4", () => {
    expect(confidenceScore(none, population)).toBe(0);
    expect(confidenceScore({ ...none, successRate: 100 }, population)).toBeCloseTo(33);
    expect(confidenceScore({ ...none, volumeUsd: 1e9 }, population)).toBeCloseTo(33);
    expect(confidenceScore({ ...none, holders: 1e6 }, population)).toBeCloseTo(15);
    expect(confidenceScore({ ...none, generatedMarketcapUsd: 1e9 }, population)).toBeCloseTo(15);
    expect(confidenceScore({ ...none, trades: 1e6 }, population)).toBeCloseTo(4);
  });

  it("gives the tiers their names' meaning: the top creator is Legendary, a flawless middle one Neutral, one whose tokens all died a Scam", () => {
    expect(confidenceTier(confidenceScore(top, population))).toBe("Legendary");
    // 33 for the success rate and half of the other 67.
    expect(confidenceScore(middle, population)).toBeCloseTo(66.5);
    expect(confidenceTier(confidenceScore(middle, population))).toBe("Neutral");
    expect(confidenceTier(confidenceScore({ ...middle, successRate: 0 }, population))).toBe("Scam");
    expect(confidenceScore({ ...none, successRate: 300 }, population)).toBeCloseTo(33);
  });
});

describe("token list filter score", () => {
  it("weighs success rate, volume and holders 0.33 / 0.33 / 0.34", () => {
    expect(listFilterScore({ successRate: 100, volume: 1e10, holders: 1000 })).toBeCloseTo(100);
    expect(listFilterScore({ successRate: 50, volume: 5e9, holders: 500 })).toBeCloseTo(50);
    expect(listFilterScore({ successRate: 0, volume: 0, holders: 0 })).toBe(0);
    expect(listFilterScore({ successRate: 100, volume: 0, holders: 0 })).toBeCloseTo(33);
    expect(listFilterScore({ successRate: 0, volume: 0, holders: 1000 })).toBeCloseTo(34);
  });

  it("caps the volume and holder scores at 100 and clamps the total", () => {
    expect(listFilterScore({ successRate: 0, volume: 5e10, holders: 0 })).toBeCloseTo(33);
    expect(listFilterScore({ successRate: 0, volume: 0, holders: 10_000 })).toBeCloseTo(34);
    expect(listFilterScore({ successRate: 400, volume: 5e10, holders: 10_000 })).toBe(100);
    expect(listFilterScore({ successRate: -400, volume: 0, holders: 0 })).toBe(0);
  });

  it.each([
    [100, "legendary"],
    [90, "legendary"],
    [89.99, "high"],
    [70, "high"],
    [69.9, "medium"],
    [50, "medium"],
    [49.9, "low"],
    [0, "low"],
  ])("%s is %s", (score, tier) => {
    expect(listFilterTier(score)).toBe(tier);
  });
});
