import { describe, expect, it } from "vitest";
import { shortAddress } from "../../../../frontend/format/addresses";
import { marketDescription, marketLabel } from "../../../../shared/format/market";
import { changeTone, formatAmount, formatHypeAmount, formatPercent, formatPrice, formatUsd } from "../../../../shared/format/numbers";

describe("formatUsd", () => {
  it.each([
    [0, "$0"],
    [999, "$999.00"],
    [12.34, "$12.34"],
    [12.5, "$12.50"],
    [90.4, "$90.40"],
    [12.345, "$12.35"],
    [999.99, "$999.99"],
    [1000, "$1.0K"],
    [1234, "$1.2K"],
    [999_949, "$999.9K"],
    [1_000_000, "$1.0M"],
    [2_500_000, "$2.5M"],
    [3_200_000_000, "$3.2B"],
    [1_234_000_000_000, "$1234.0B"],
    [999.994, "$999.99"],
    [999.999, "$1.0K"],
    [999_950, "$1.0M"],
    [999_949_999, "$999.9M"],
    [999_950_000, "$1.0B"],
    [0.01, "$0.01"],
    [0.00001234, "$0.00001234"],
    [0.000000123456, "$0.0000001235"],
    [0.005, "$0.005"],
    [0.0099999, "$0.01"],
    [-1500, "-$1.5K"],
    [-12.5, "-$12.50"],
    [-0.001, "-$0.001"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it("never writes an exponent or a thousands separator", () => {
    for (const value of [1e-7, 1e-12, 999.999, 5e-324]) {
      expect(formatUsd(value)).not.toMatch(/e|,/);
    }
  });

  it("shows zero, a value too small to show, and a missing or broken value as $0", () => {
    expect(formatUsd(-0)).toBe("$0");
    expect(formatUsd(-5e-324)).toBe("$0");
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

  it("leaves text of 10 characters or fewer alone", () => {
    expect(shortAddress("0x1234")).toBe("0x1234");
    expect(shortAddress("0x12345678")).toBe("0x12345678");
    expect(shortAddress("0x123456789")).toBe("0x1234…6789");
  });
});

describe("formatAmount", () => {
  it("abbreviates token amounts like dollars, without the dollar sign", () => {
    expect(formatAmount(2_246_636.676687)).toBe("2.2M");
    expect(formatAmount(950.456)).toBe("950.46");
    expect(formatAmount(0.00012346)).toBe("0.0001235");
    expect(formatAmount(-1500)).toBe("-1.5K");
    expect(formatAmount(null)).toBe("0");
  });

  it("writes counts without cents", () => {
    expect(formatAmount(71)).toBe("71");
    expect(formatAmount(950.5)).toBe("950.5");
  });
});

describe("formatHypeAmount", () => {
  it("keeps six significant digits of a HYPE amount a trader acts on (not 0.19 for 0.193412)", () => {
    expect(formatHypeAmount(0.193412)).toBe("0.193412 HYPE");
    expect(formatHypeAmount(21.46123456)).toBe("21.4612 HYPE");
    expect(formatHypeAmount(0.000046279)).toBe("0.000046279 HYPE");
    expect(formatHypeAmount(1234.5678)).toBe("1,234.57 HYPE");
    expect(formatHypeAmount(100)).toBe("100 HYPE");
    expect(formatHypeAmount(0.003)).toBe("0.003 HYPE");
    expect(formatHypeAmount(-0.5)).toBe("-0.5 HYPE");
    expect(formatHypeAmount(null)).toBe("0 HYPE");
  });
});

describe("formatPrice", () => {
  it.each([
    // PURR between $0.1801 and $0.1823: every trade's price reads apart, none is "$0.18".
    [0.1801, "$0.1801"],
    [0.18123, "$0.1812"],
    [0.1823, "$0.1823"],
    // USDT0 off its peg by a tenth of a cent reads off it.
    [1.0012, "$1.001"],
    [0.99912, "$0.9991"],
    [1, "$1.000"],
    // UBTC: every dollar and cent, never "$102.3K".
    [102_345.67, "$102,345.67"],
    [102_395.1, "$102,395.10"],
    [12.345, "$12.35"],
    [123.456, "$123.46"],
    [999.994, "$999.99"],
    [0.01, "$0.01000"],
    [0.0123456, "$0.01235"],
    [0.000013051, "$0.00001305"],
    [0.99996, "$1.000"],
    [1_234_567, "$1,234,567.00"],
  ])("writes %s as %s", (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it("never abbreviates, writes an exponent or loses a significant digit", () => {
    for (const value of [0.0000001234, 1e-12, 5.5, 55.55, 5555.55, 55_555_555]) {
      const text = formatPrice(value);
      expect(text).not.toMatch(/[eKMB]/);
      expect(text.replace(/[$,.]/g, "").replace(/^0+/, "").length).toBeGreaterThanOrEqual(4);
    }
  });

  it("keeps more digits when asked, and says — when there is no price", () => {
    expect(formatPrice(1.00123, 5)).toBe("$1.0012");
    expect(formatPrice(null)).toBe("—");
    expect(formatPrice(Number.NaN)).toBe("—");
    expect(formatPrice(0)).toBe("$0");
  });
});

describe("changeTone", () => {
  it("reads a change that shows as 0.00% as flat, not down", () => {
    expect(changeTone(-0.001)).toBe("flat");
    expect(changeTone(0.004)).toBe("flat");
    expect(changeTone(0)).toBe("flat");
    expect(changeTone(null)).toBe("flat");
    expect(changeTone(-0.005)).toBe("down");
    expect(changeTone(0.006)).toBe("up");
  });
});

describe("formatPercent", () => {
  it("signs changes and keeps two decimals", () => {
    expect(formatPercent(19.947489113593356)).toBe("+19.95%");
    expect(formatPercent(-3.1)).toBe("-3.10%");
    expect(formatPercent(0)).toBe("0.00%");
    expect(formatPercent(-0.001)).toBe("0.00%");
    expect(formatPercent(null)).toBe("—");
  });
});

describe("marketLabel", () => {
  it("names a market in a word, with the fee where it varies", () => {
    expect(marketLabel("liquidlaunch", null)).toBe("Curve");
    expect(marketLabel("hyperswap-v2", 3000)).toBe("V2");
    expect(marketLabel("hyperswap-v3", 500)).toBe("V3 0.05%");
    expect(marketLabel("hyperswap-v3", 10_000)).toBe("V3 1.00%");
    expect(marketDescription("hyperswap-v3", 3000)).toBe("HyperSwap V3 pool, 0.30% fee");
  });
});
