import { abi as oracleAbi } from "@aave/core-v3/artifacts/contracts/misc/AaveOracle.sol/AaveOracle.json";
import { abi as poolAbi } from "@aave/core-v3/artifacts/contracts/protocol/pool/Pool.sol/Pool.json";
import { abi as configuratorAbi } from "@aave/core-v3/artifacts/contracts/protocol/pool/PoolConfigurator.sol/PoolConfigurator.json";
import { abi as aTokenAbi } from "@aave/core-v3/artifacts/contracts/protocol/tokenization/AToken.sol/AToken.json";
import { toEventSelector } from "viem";
import { describe, expect, it } from "vitest";
import { RAY } from "../../../../shared/lending/ray-math";
import { aaveEventsAbi } from "../../../../workers/lending/aave-abis";
import { accountData, NO_DEBT_HEALTH } from "../../../../workers/lending/account-data";
import { joinScaled, splitScaled } from "../../../../workers/lending/lending-rows";

const leg = { reserve: "", ltv: 6500n, income: RAY, debtIndex: RAY, usedAsCollateral: true };

describe("account data as GenericLogic computes it", () => {
  it("gives 1 WHYPE at $40 (70 % threshold) against 20 USDT a health factor of 1.4", () => {
    const account = accountData([
      { ...leg, decimals: 18, price: 40n * 10n ** 8n, scaledSupply: 10n ** 18n, scaledDebt: 0n, liquidationThreshold: 7000n },
      { ...leg, decimals: 6, price: 10n ** 8n, scaledSupply: 0n, scaledDebt: 20n * 10n ** 6n, liquidationThreshold: 8000n },
    ]);
    expect(account.totalCollateralBase).toBe(40n * 10n ** 8n);
    expect(account.totalDebtBase).toBe(20n * 10n ** 8n);
    expect(account.currentLiquidationThreshold).toBe(7000n);
    expect(account.healthFactor).toBe(14n * 10n ** 17n);
  });

  it("answers uint256's max without debt, and ignores collateral not enabled as such", () => {
    const account = accountData([
      { ...leg, usedAsCollateral: false, decimals: 18, price: 10n ** 8n, scaledSupply: 10n ** 18n, scaledDebt: 0n, liquidationThreshold: 7000n },
    ]);
    expect(account.healthFactor).toBe(NO_DEBT_HEALTH);
    expect(account.totalCollateralBase).toBe(0n);
  });
});

describe("scaled balances in two 64-bit halves", () => {
  it("splits and joins any signed delta exactly", () => {
    for (const delta of [0n, 1n, -1n, 123_456_789_012_345_678_901_234n, -987_654_321_098_765_432_109n]) {
      const { scaled_high, scaled_low } = splitScaled(delta);
      expect(joinScaled(scaled_high, scaled_low)).toBe(delta);
    }
    const parts = [5n * 10n ** 20n, -3n * 10n ** 20n - 7n].map(splitScaled);
    const sum = parts.reduce((acc, part) => ({ high: acc.high + part.scaled_high, low: acc.low + part.scaled_low }), { high: 0, low: 0 });
    expect(joinScaled(sum.high, sum.low)).toBe(2n * 10n ** 20n - 7n);
  });
});

describe("the decoded events", () => {
  it("are the ones the Aave v3 artifacts declare", () => {
    const declared = new Set(
      [...poolAbi, ...configuratorAbi, ...aTokenAbi, ...oracleAbi]
        .filter((item) => item.type === "event")
        .map((item) => toEventSelector(item as Parameters<typeof toEventSelector>[0])),
    );
    const ours = aaveEventsAbi.filter((event) => event.name !== "AnswerUpdated");
    expect(ours.filter((event) => !declared.has(toEventSelector(event))).map((event) => event.name)).toEqual([]);
  });
});
