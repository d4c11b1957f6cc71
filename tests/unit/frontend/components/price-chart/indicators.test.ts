import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHART_INDICATORS,
  type IndicatorLine,
  type IndicatorPoint,
  type IndicatorValuesAt,
  indicatorLines,
} from "../../../../../frontend/components/price-chart/indicators";
import type { Candle } from "../../../../../shared/schemas/chart";

const HOUR = 3_600;
/** 30 hourly candles over two UTC days, closes rising and falling so RSI is neither 0 nor 100. */
const candles: Candle[] = Array.from({ length: 30 }, (_, i) => {
  const close = 1 + 0.1 * i + (i % 3 === 0 ? -0.25 : 0.05);
  return { time: 86_400 * 10 + 12 * HOUR + i * HOUR, open: close - 0.02, high: close + 0.1, low: close - 0.1, close, volume: 100 + i };
});

// Independent formulas, as a trader's reference (TradingView's) states them.
const sma = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
function ema(values: number[], period: number): number {
  const k = 2 / (period + 1);
  let value = values[0]!;
  for (const price of values.slice(1)) value = price * k + value * (1 - k);
  return value;
}
function wilderRsi(values: number[], period: number): number {
  const changes = values.slice(1).map((value, i) => value - values[i]!);
  let gain = sma(changes.slice(0, period).map((c) => Math.max(c, 0)));
  let loss = sma(changes.slice(0, period).map((c) => Math.max(-c, 0)));
  for (const change of changes.slice(period)) {
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
  }
  return 100 - 100 / (1 + gain / loss);
}

describe("chart indicators", () => {
  const closes = candles.map((candle) => candle.close);
  const { lines } = indicatorLines(candles, ["MA", "EMA", "VWAP", "BB", "RSI"], "1h");

  it("draws MA 20 from the 20th candle on, as the mean of the last 20 closes", () => {
    expect(lines.MA).toHaveLength(11);
    expect(lines.MA?.[0]?.time).toBe(candles[19]!.time);
    expect(lines.MA?.at(-1)?.value).toBeCloseTo(sma(closes.slice(-20)), 12);
  });

  it("draws EMA 20, seeded by the first close, from the 20th candle on", () => {
    expect(lines.EMA?.[0]?.time).toBe(candles[19]!.time);
    expect(lines.EMA?.at(-1)?.value).toBeCloseTo(ema(closes, 20), 9);
  });

  it("draws Wilder's RSI 14", () => {
    expect(lines.RSI?.at(-1)?.value).toBeCloseTo(wilderRsi(closes, 14), 6);
  });

  it("draws Bollinger bands two population deviations around MA 20", () => {
    const last = closes.slice(-20);
    const mean = sma(last);
    const deviation = Math.sqrt(sma(last.map((close) => (close - mean) ** 2)));
    expect(lines["BB middle"]?.at(-1)?.value).toBeCloseTo(mean, 12);
    expect(lines["BB upper"]?.at(-1)?.value).toBeCloseTo(mean + 2 * deviation, 9);
    expect(lines["BB lower"]?.at(-1)?.value).toBeCloseTo(mean - 2 * deviation, 9);
  });

  it("anchors intraday VWAP at each UTC day's first candle", () => {
    const dayTwo = candles.filter((candle) => Math.floor(candle.time / 86_400) === 11);
    const typical = (candle: Candle) => (candle.high + candle.low + candle.close) / 3;
    const expected = dayTwo.reduce((sum, c) => sum + typical(c) * c.volume, 0) / dayTwo.reduce((sum, c) => sum + c.volume, 0);
    expect(lines.VWAP?.at(-1)?.value).toBeCloseTo(expected, 12);
    // The first candle of the second day is its own VWAP: the first day's volume does not carry over.
    const first = dayTwo[0]!;
    expect(lines.VWAP?.find((point) => point.time === first.time)?.value).toBeCloseTo(typical(first), 12);
  });

  it("runs daily VWAP from the first drawn candle", () => {
    const daily = indicatorLines(candles, ["VWAP"], "1d").lines;
    const typical = (candle: Candle) => (candle.high + candle.low + candle.close) / 3;
    const expected = candles.reduce((sum, c) => sum + typical(c) * c.volume, 0) / candles.reduce((sum, c) => sum + c.volume, 0);
    expect(daily.VWAP?.at(-1)?.value).toBeCloseTo(expected, 12);
  });

  it("draws only what is chosen", () => {
    expect(Object.keys(indicatorLines(candles, ["RSI"], "1h").lines)).toEqual(["RSI"]);
    expect(indicatorLines(candles, [], "1h").lines).toEqual({});
  });

  /** Each line's value at the candle of `time`, where it has one. */
  const lastValues = (lines: Partial<Record<IndicatorLine, IndicatorPoint[]>>, time: number): IndicatorValuesAt =>
    Object.fromEntries(Object.entries(lines).flatMap(([line, points]) => (points.at(-1)?.time === time ? [[line, points.at(-1)!.value]] : [])));

  // A live candle moves many times before the next one opens: each move is one step of the tracker, and wherever
  // the moves stop, the lines' last values are those of drawing every candle again.
  it("moves the lines with a live candle as a full redraw would draw them", () => {
    const price = fc.double({ min: 0.001, max: 1000, noNaN: true });
    const move = fc.record({ close: price, spread: fc.double({ min: 0, max: 0.5, noNaN: true }), volume: fc.constantFrom(0, 0.5, 3, 250) });
    // Each step opens a new candle, some hours apart (crossing UTC days), or moves the open one again.
    const step = fc.record({ opens: fc.boolean(), gapHours: fc.integer({ min: 1, max: 9 }), move });
    fc.assert(
      fc.property(fc.array(step, { minLength: 30, maxLength: 90, size: "max" }), fc.integer({ min: 0, max: 40 }), (steps, drawnFirst) => {
        const chosen = [...CHART_INDICATORS];
        const live: Candle[] = [];
        let time = 86_400 * 3;
        const candleOf = ({ close, spread, volume }: (typeof steps)[number]["move"]): Candle => ({
          time,
          open: close,
          high: close * (1 + spread),
          low: close * (1 - spread),
          close,
          volume,
        });
        // The chart first draws some candles in full, then follows the live ones.
        let tracker = indicatorLines([], chosen, "1h").tracker;
        let last: IndicatorValuesAt = {};
        steps.forEach((next, index) => {
          const replace = live.length > 0 && !next.opens;
          if (!replace) time += next.gapHours * HOUR;
          const candle = candleOf(next.move);
          if (replace) live[live.length - 1] = candle;
          else live.push(candle);
          if (index + 1 === Math.min(drawnFirst, steps.length)) {
            const drawn = indicatorLines(live, chosen, "1h");
            tracker = drawn.tracker;
            last = lastValues(drawn.lines, time);
          } else if (index + 1 > drawnFirst) last = tracker.next(candle, replace);
        });
        const expected = lastValues(indicatorLines(live, chosen, "1h").lines, time);
        expect(Object.keys(last).sort()).toEqual(Object.keys(expected).sort());
        for (const [line, value] of Object.entries(expected)) {
          expect(Math.abs(last[line as IndicatorLine]! - value), line).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
