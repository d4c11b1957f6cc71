import { describe, expect, it } from "vitest";
import { RECONNECT_DELAY, reconnectDelayMs } from "../../../../frontend/api/pair-feed";
import { priceFormatter, tickmarksFormatter } from "../../../../frontend/components/price-chart/price-format";

describe("reconnectDelayMs", () => {
  it("doubles from 500 ms after each failed attempt and stops at 15 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(reconnectDelayMs(50)).toBe(RECONNECT_DELAY.maxMs);
  });
});

describe("priceFormatter", () => {
  it("writes usd and mcap prices as dollars and 01/10 prices as plain ratios", () => {
    expect(priceFormatter("usd")(0.000016175610141428046)).toBe("$0.00001618");
    expect(priceFormatter("mcap")(16175.61)).toBe("$16.18K");
    expect(priceFormatter("mcap")(11_752_000)).toBe("$11.75M");
    expect(priceFormatter("01")(4.2567395109021177e-7)).toBe("0.00000042567");
    expect(priceFormatter("10")(2349215.866836242)).toBe("2,349,200");
  });

  it("writes dollar prices with four significant digits, never abbreviated", () => {
    expect(priceFormatter("usd")(0.18123)).toBe("$0.1812");
    expect(priceFormatter("usd")(102_345.67)).toBe("$102,345.67");
  });

  it("leaves ticks at or below zero and float residues near zero blank: the axis never reads $0 under positive prices", () => {
    for (const candleType of ["usd", "mcap", "01", "10"] as const) {
      expect(priceFormatter(candleType)(-0.00001)).toBe("");
      expect(priceFormatter(candleType)(0)).toBe("");
      expect(priceFormatter(candleType)(3.3e-21)).toBe("");
    }
    expect(priceFormatter("usd")(1e-12)).toBe("$0.000000000001000");
  });
});

describe("tickmarksFormatter", () => {
  it("gives every tick of a tight scale its own label", () => {
    expect(tickmarksFormatter("usd")([0.18, 0.1805, 0.181, 0.1815, 0.182])).toEqual(["$0.1800", "$0.1805", "$0.1810", "$0.1815", "$0.1820"]);
    // A stablecoin's scale: never "$1.00" twice.
    expect(tickmarksFormatter("usd")([0.9995, 1, 1.0005, 1.001, 1.0015])).toEqual(["$0.99950", "$1.0000", "$1.0005", "$1.0010", "$1.0015"]);
    // UBTC moving by $50: whole dollars, apart.
    expect(tickmarksFormatter("usd")([102_300, 102_350, 102_400])).toEqual(["$102,300", "$102,350", "$102,400"]);
    expect(tickmarksFormatter("mcap")([11_750, 11_800, 11_850])).toEqual(["$11.75K", "$11.8K", "$11.85K"]);
  });

  it("writes float residue as the price it stands for, and leaves ticks at or below zero blank", () => {
    expect(tickmarksFormatter("usd")([0.30000000000000004, 0.2, 0.1])).toEqual(["$0.3000", "$0.2000", "$0.1000"]);
    expect(tickmarksFormatter("usd")([0.00002, 0.00001, 0, -0.00001])).toEqual(["$0.00002000", "$0.00001000", "", ""]);
    expect(tickmarksFormatter("usd")([2e-5, 1e-5, 1.6940658945086007e-21])).toEqual(["$0.00002000", "$0.00001000", ""]);
  });
});
