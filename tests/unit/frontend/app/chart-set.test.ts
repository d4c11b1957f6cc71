import { describe, expect, it } from "vitest";
import { CHARTS_MAX, chartSet, chartSetPath } from "../../../../frontend/app/chart-set";

const pair = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

describe("the side-by-side page's set of pairs", () => {
  it("keeps well-formed addresses in order, lowercased, each once, at most four", () => {
    const upper = `0x${"AB".repeat(20)}`;
    expect(chartSet(`${pair(1)}, ${upper},nope,${pair(1)},0x12,${pair(2)},${pair(3)},${pair(4)}`)).toEqual([pair(1), upper.toLowerCase(), pair(2), pair(3)]);
    expect(CHARTS_MAX).toBe(4);
  });

  it("is empty for no parameter or nothing usable, and its path drops the query then", () => {
    expect(chartSet(null)).toEqual([]);
    expect(chartSet(",,x")).toEqual([]);
    expect(chartSetPath([])).toBe("/charts");
    expect(chartSetPath([pair(1), pair(2)])).toBe(`/charts?pairs=${pair(1)},${pair(2)}`);
  });
});
