import { describe, expect, it } from "vitest";
import { RECONNECT_DELAY, reconnectDelayMs } from "../../frontend/api/pair-feed";
import { priceFormatter } from "../../frontend/components/price-chart/price-format";

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

  it("leaves ticks below zero blank and writes a float residue at zero as zero", () => {
    for (const candleType of ["usd", "mcap", "01", "10"] as const) expect(priceFormatter(candleType)(-0.00001)).toBe("");
    expect(priceFormatter("usd")(3.3e-21)).toBe("$0");
    expect(priceFormatter("mcap")(3.3e-21)).toBe("$0");
    expect(priceFormatter("01")(3.3e-21)).toBe("0");
    expect(priceFormatter("usd")(1e-12)).toBe("$0.000000000001");
  });
});
