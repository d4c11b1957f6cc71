import { describe, expect, it } from "vitest";
import { isqrt, sqrtPriceX96 } from "../../../../devnet/hyperswap/reference-prices";

const Q96 = 2n ** 96n;
const WHYPE = { address: "0x5555555555555555555555555555555555555555", decimals: 18 };

/** The whole-token price a sqrtPriceX96 stands for, token1 per token0. */
const priceOf = (sqrt: bigint, decimals0: number, decimals1: number) => (Number(sqrt) / Number(Q96)) ** 2 * 10 ** (decimals0 - decimals1);

describe("reference pool prices", () => {
  it("isqrt is exact", () => {
    expect(isqrt(0n)).toBe(0n);
    expect(isqrt(15n)).toBe(3n);
    expect(isqrt(16n)).toBe(4n);
    expect(isqrt(10n ** 36n)).toBe(10n ** 18n);
  });

  it("prices WHYPE at $38 whether the stablecoin sorts after or before it", () => {
    const after = { address: "0x9000000000000000000000000000000000000000", decimals: 6 };
    expect(priceOf(sqrtPriceX96({ base: WHYPE, quote: after, quotePerBase: 38 }), 18, 6)).toBeCloseTo(38, 6);
    const before = { address: "0x1000000000000000000000000000000000000000", decimals: 6 };
    expect(1 / priceOf(sqrtPriceX96({ base: WHYPE, quote: before, quotePerBase: 38 }), 6, 18)).toBeCloseTo(38, 6);
  });

  it("a 1:1 peg between two 6-decimal coins is exactly 2^96", () => {
    const usdc = { address: "0x1000000000000000000000000000000000000000", decimals: 6 };
    const usdt = { address: "0x2000000000000000000000000000000000000000", decimals: 6 };
    expect(sqrtPriceX96({ base: usdc, quote: usdt, quotePerBase: 1 })).toBe(Q96);
  });
});
