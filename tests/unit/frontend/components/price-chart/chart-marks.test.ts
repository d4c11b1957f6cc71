import { describe, expect, it } from "vitest";
import { barAt, chartMarkers, type TradeMark } from "../../../../../frontend/components/price-chart/chart-marks";

const bars = [60, 120, 180, 300];
const colors = { accent: "green", owner: { you: "teal", creator: "amber", trader: "blue" } };

describe("chart marks", () => {
  it("puts a moment on the last bar starting at or before it", () => {
    expect(barAt(bars, 59)).toBeUndefined();
    expect(barAt(bars, 60)).toBe(60);
    expect(barAt(bars, 179)).toBe(120);
    expect(barAt(bars, 250)).toBe(180);
    expect(barAt(bars, 10_000)).toBe(300);
    expect(barAt([], 100)).toBeUndefined();
  });

  it("groups trades by bar, wallet and side, buys under the bar and sells over it", () => {
    const trades: TradeMark[] = [
      { time: 125, isBuy: true, owner: "creator" },
      { time: 130, isBuy: true, owner: "creator" },
      { time: 131, isBuy: false, owner: "creator" },
      { time: 140, isBuy: true, owner: "trader" },
      { time: 30, isBuy: true, owner: "you" },
    ];
    const { markers, markedTrades } = chartMarkers(bars, null, trades, colors);
    expect(markedTrades).toBe(4);
    expect(markers).toEqual([
      { time: 120, position: "belowBar", shape: "arrowUp", color: "amber", text: "B 2" },
      { time: 120, position: "aboveBar", shape: "arrowDown", color: "amber", text: "S" },
      { time: 120, position: "belowBar", shape: "arrowUp", color: "blue", text: "B" },
    ]);
  });

  it("marks the graduation's bar first, in time order with the trades", () => {
    const { markers, graduationBar } = chartMarkers(bars, 200, [{ time: 65, isBuy: false, owner: "you" }], colors);
    expect(graduationBar).toBe(180);
    expect(markers.map((marker) => [marker.time, marker.text])).toEqual([
      [60, "S"],
      [180, "Graduated"],
    ]);
  });
});
