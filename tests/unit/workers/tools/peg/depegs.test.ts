import { describe, expect, it } from "vitest";
import { DEPEG_BPS } from "../../../../../shared/schemas/peg";
import { depegEvents, pegScore, timeAtPeg } from "../../../../../workers/tools/peg/depegs";

const series = (deviations: number[]) => deviations.map((deviationBps, index) => ({ time: index * 900, deviationBps }));

describe("depeg events", () => {
  it("opens a depeg at the first point off peg, keeps its worst point and direction, and closes it back within half the line", () => {
    const points = series([1, -2, -DEPEG_BPS, -35, -20, -8, -3, 1, 2]);
    expect(depegEvents(points)).toEqual([{ start: 1800, end: 5400, worstBps: -35, direction: "below" }]);
  });

  it("does not flicker while the price hovers at the line, and leaves a depeg that has not ended open", () => {
    const points = series([0, 12, 9, 11, 7, 0, 0, 15, 40]);
    expect(depegEvents(points)).toEqual([
      { start: 900, end: 4500, worstBps: 12, direction: "above" },
      { start: 6300, end: null, worstBps: 40, direction: "above" },
    ]);
  });

  it("scores a calm peg near 100 and takes points for time off peg, the worst deviation and a depeg still on", () => {
    const calm = series(Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? 1 : -1)));
    expect(pegScore(calm, depegEvents(calm), 100 * 900)).toBe(100);
    const offHalfTheTime = series([...Array.from({ length: 50 }, () => 0), ...Array.from({ length: 50 }, () => -100), 0]);
    expect(timeAtPeg(offHalfTheTime, 101 * 900)).toBeCloseTo(50.5, 1);
    expect(pegScore(offHalfTheTime, depegEvents(offHalfTheTime), 101 * 900)).toBe(50);
    const stillOff = offHalfTheTime.slice(0, -1);
    expect(pegScore(stillOff, depegEvents(stillOff), 100 * 900)).toBe(30);
    expect(pegScore([], [], 0)).toBeNull();
  });

  it("counts time, not trades: a quiet pool keeps its last price until the next trade", () => {
    // A day at peg with three trades, 15 minutes of them 30 bps off.
    const day = [
      { time: 0, deviationBps: 0 },
      { time: 900, deviationBps: -30 },
      { time: 1800, deviationBps: 1 },
    ];
    expect(timeAtPeg(day, 86_400)).toBeCloseTo((1 - 900 / 86_400) * 100, 6);
    expect(timeAtPeg(day.slice(1, 2), 900)).toBe(0);
  });
});
