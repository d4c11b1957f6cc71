import { describe, expect, it } from "vitest";
import { healthFactor, liquidationHypePrice } from "../../../../shared/lending/health";
import { apyOfRay, supplyRate, utilization, variableBorrowRate } from "../../../../shared/lending/rates";
import { compoundedInterest, linearInterest, RAY, rayDiv, rayMul } from "../../../../shared/lending/ray-math";

// Every expected value here is computed by hand (or by the closed form), never by the code under test.
const YEAR = 31_536_000;
const VOLATILE = { optimalUsage: 0.45, baseVariableBorrowRate: 0, variableRateSlope1: 0.07, variableRateSlope2: 3 };

describe("ray rates as yields", () => {
  it("compounds a 5 % ray rate every second: (1 + 0.05/31536000)^31536000 − 1", () => {
    expect(apyOfRay(5n * 10n ** 25n)).toBeCloseTo(0.0512710963, 9);
    expect(apyOfRay("0")).toBe(0);
  });

  it("reads utilization as borrowed over supplied, 0 for an empty market", () => {
    expect(utilization(200, 50)).toBe(0.25);
    expect(utilization(0, 0)).toBe(0);
  });

  it("follows the two slopes of the rate curve around the optimal usage", () => {
    expect(variableBorrowRate(VOLATILE, 0.225)).toBeCloseTo(0.035, 12);
    expect(variableBorrowRate(VOLATILE, 0.45)).toBeCloseTo(0.07, 12);
    // 0.07 + 3 · (0.9 − 0.45) / (1 − 0.45)
    expect(variableBorrowRate(VOLATILE, 0.9)).toBeCloseTo(2.5245454545, 9);
    // 0.07 · 0.45 · (1 − 0.15)
    expect(supplyRate(VOLATILE, 0.45, 0.15)).toBeCloseTo(0.026775, 12);
  });
});

describe("Aave's fixed-point arithmetic", () => {
  it("rounds rayMul and rayDiv half up", () => {
    expect(rayMul(1n, RAY / 2n)).toBe(1n);
    expect(rayMul(1n, RAY / 2n - 1n)).toBe(0n);
    expect(rayDiv(1n, 3n * RAY)).toBe(0n);
    expect(rayDiv(2n, 3n * RAY)).toBe(1n);
    expect(rayDiv(100n, (11n * RAY) / 10n)).toBe(91n);
  });

  it("grows a supply index linearly and a borrow index by the three-term expansion", () => {
    expect(linearInterest(RAY / 10n, 0, YEAR)).toBe((11n * RAY) / 10n);
    // 1 + 0.1 + 0.1²/2·(n−1)/n + the cubic term, whose per-second base truncates to 31 (of 31.88) in integers,
    // as the contract's does: worked by hand in Python's integers.
    expect(compoundedInterest(RAY / 10n, 0, YEAR)).toBe(1_105_162_042_821_782_412_575_504_000n);
    expect(compoundedInterest(RAY / 10n, 5, 5)).toBe(RAY);
  });
});

describe("health and the HYPE price that liquidates", () => {
  const legs = [
    { isHype: true, collateralUsd: 1000, debtUsd: 0, liquidationThreshold: 0.7 },
    { isHype: false, collateralUsd: 0, debtUsd: 500, liquidationThreshold: 0.8 },
  ];

  it("weights collateral by the liquidation threshold over debt", () => {
    expect(healthFactor(legs)).toBeCloseTo(1.4, 12);
    expect(healthFactor([legs[0]!])).toBeNull();
  });

  it("solves for the HYPE price where the health factor reaches 1, others held", () => {
    // 25 HYPE at $40 with a 70 % threshold covers $500 of debt down to 500 / (25 · 0.7) = $28.5714…
    expect(liquidationHypePrice(legs, 40)).toBeCloseTo(28.5714285714, 9);
    // Borrowing HYPE against HYPE: a fall of HYPE never liquidates it.
    expect(liquidationHypePrice([{ isHype: true, collateralUsd: 1000, debtUsd: 600, liquidationThreshold: 0.7 }], 40)).toBeNull();
  });

  it("finds the rise of HYPE that liquidates a position owing HYPE against stablecoins", () => {
    // $1,000 of USDC at 80 % covers 10 HYPE of debt (worth $300 at $30) until 10 · p = 800: p = $80.
    const short = [
      { isHype: false, collateralUsd: 1000, debtUsd: 0, liquidationThreshold: 0.8 },
      { isHype: true, collateralUsd: 0, debtUsd: 300, liquidationThreshold: 0.7 },
    ];
    expect(liquidationHypePrice(short, 30)).toBeCloseTo(80, 9);
    // The same 10 HYPE at $90 ($900) already outweigh the $800: liquidatable now, no price to wait for.
    const past = [short[0]!, { ...short[1]!, debtUsd: 900 }];
    expect(liquidationHypePrice(past, 90)).toBeNull();
    // Stablecoins against stablecoins: HYPE moves nothing.
    expect(liquidationHypePrice([{ isHype: false, collateralUsd: 1000, debtUsd: 500, liquidationThreshold: 0.8 }], 30)).toBeNull();
  });
});
