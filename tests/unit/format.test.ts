import { describe, expect, it } from "vitest";
import { formatUsd, shortAddress } from "../../shared/format";

describe("formatUsd", () => {
  it.each([
    [0, "$0"],
    [999, "$999"],
    [12.34, "$12.34"],
    [12.345, "$12.35"],
    [999.99, "$999.99"],
    [1000, "$1.0K"],
    [1234, "$1.2K"],
    [999_949, "$999.9K"],
    [1_000_000, "$1.0M"],
    [2_500_000, "$2.5M"],
    [3_200_000_000, "$3.2B"],
    [1_234_000_000_000, "$1234.0B"],
    [0.00001234, "$0.00001234"],
    [0.005, "$0.005"],
    [-1500, "-$1.5K"],
    [-12.5, "-$12.5"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it("shows a missing or broken value as $0", () => {
    expect(formatUsd(null)).toBe("$0");
    expect(formatUsd(undefined)).toBe("$0");
    expect(formatUsd(Number.NaN)).toBe("$0");
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe("$0");
  });
});

describe("shortAddress", () => {
  it("keeps the first 6 and last 4 characters", () => {
    expect(shortAddress("0x1234567890abcdef1234567890abcdef12345678")).toBe("0x1234…5678");
  });

  it("leaves short text alone", () => {
    expect(shortAddress("0x1234")).toBe("0x1234");
  });
});
