import { describe, expect, it } from "vitest";
import { hype } from "../../../../workers/trading/amounts";

// Amounts in the trade and withdrawal refusals: six decimals, and an amount under a millionth never reads as 0.
describe("an amount in a sentence", () => {
  it("shows six decimals at most, without trailing zeros", () => {
    expect(hype(1_234_567_890_123_456_789n)).toBe("1.234567 HYPE");
    expect(hype(500_000_000_000_000_000n)).toBe("0.5 HYPE");
    expect(hype(2_000_000_000_000_000_000n)).toBe("2 HYPE");
    expect(hype(0n)).toBe("0 HYPE");
  });

  it("shows an amount under a millionth by its first three significant digits", () => {
    expect(hype(318_389_799_760n)).toBe("0.000000318 HYPE");
    expect(hype(1n)).toBe("0.000000000000000001 HYPE");
    expect(hype(200_000_000_000n)).toBe("0.0000002 HYPE");
  });
});
