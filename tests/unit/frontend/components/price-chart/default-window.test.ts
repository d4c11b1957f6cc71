import { describe, expect, it } from "vitest";
import { defaultWindow } from "../../../../../frontend/components/price-chart/default-window";

describe("a chart's opening window", () => {
  const last = 1_800_000_000;

  it("shows the last six hours of 1m candles and the last day of 5m ones", () => {
    expect(defaultWindow(last - 30 * 86_400, last, "1m")).toEqual({ from: last - 21_600, to: last });
    expect(defaultWindow(last - 30 * 86_400, last, "5m")).toEqual({ from: last - 86_400, to: last });
  });

  it("shows every candle of a pair younger than the window, and every weekly candle", () => {
    expect(defaultWindow(last - 3_600, last, "1m")).toBeNull();
    expect(defaultWindow(last - 21_600, last, "1m")).toBeNull();
    expect(defaultWindow(last - 10 * 365 * 86_400, last, "1w")).toBeNull();
  });
});
