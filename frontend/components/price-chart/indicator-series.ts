// Draws indicator lines on a lightweight-charts chart: price-scale lines over the candles, RSI in a pane of its own.
import type { IChartApi, ISeriesApi, UTCTimestamp } from "lightweight-charts";
import { LineSeries, LineStyle } from "lightweight-charts";
import type { Candle, Timeframe } from "../../../shared/schemas/chart";
import { cssColor } from "./chart-theme";
import { type ChartIndicator, type IndicatorLine, type IndicatorPoint, type IndicatorTracker, indicatorLines } from "./indicators";

/** Design-system colours by line (read from CSS so light and dark themes both hold). */
const LINE_COLOR_VARIABLE: Record<IndicatorLine, string> = {
  MA: "--color-warning",
  EMA: "--color-tier-meh",
  VWAP: "--color-tier-epic",
  "BB upper": "--color-text-faint",
  "BB middle": "--color-text-faint",
  "BB lower": "--color-text-faint",
  RSI: "--color-tier-epic",
};

/** The candles' pane is 0, volume's 1: RSI takes the next. */
const RSI_PANE = 2;
const RSI_PANE_STRETCH = 0.4;
/** The RSI levels a trader reads as overbought and oversold. */
const RSI_LEVELS = [70, 30] as const;

export type IndicatorSeries = {
  /** Redraws the chosen indicators over `candles`; answers each line's values, for the legend. */
  draw: (candles: readonly Candle[], chosen: readonly ChartIndicator[], timeframe: Timeframe) => IndicatorValues;
  /**
   * Moves the lines to a live candle: the last drawn one again (`replace`) or the next. Only that point is computed
   * and drawn, however many candles the chart holds.
   */
  update: (candle: Candle, replace: boolean) => IndicatorValues;
};
/** Each drawn line's values by candle time. */
export type IndicatorValues = Map<IndicatorLine, Map<number, number>>;

export function createIndicatorSeries(chart: IChartApi): IndicatorSeries {
  const drawn = new Map<IndicatorLine, ISeriesApi<"Line">>();
  const color = (line: IndicatorLine) => cssColor(LINE_COLOR_VARIABLE[line]);

  const seriesFor = (line: IndicatorLine): ISeriesApi<"Line"> => {
    const existing = drawn.get(line);
    if (existing !== undefined) return existing;
    const isRsi = line === "RSI";
    const series = chart.addSeries(
      LineSeries,
      {
        color: color(line),
        lineWidth: 1,
        lineStyle: line === "BB middle" ? LineStyle.Dashed : LineStyle.Solid,
        priceLineVisible: false,
        lastValueVisible: isRsi,
        crosshairMarkerVisible: false,
      },
      isRsi ? RSI_PANE : 0,
    );
    if (isRsi) {
      chart.panes()[RSI_PANE]?.setStretchFactor(RSI_PANE_STRETCH);
      for (const level of RSI_LEVELS)
        series.createPriceLine({ price: level, color: color(line), lineStyle: LineStyle.Dotted, lineWidth: 1, axisLabelVisible: false });
    }
    drawn.set(line, series);
    return series;
  };

  let tracker: IndicatorTracker | null = null;
  let values: IndicatorValues = new Map();

  return {
    draw(candles, chosen, timeframe) {
      const drawnLines = indicatorLines(candles, chosen, timeframe);
      tracker = drawnLines.tracker;
      for (const [line, series] of drawn) {
        if (drawnLines.lines[line] !== undefined) continue;
        chart.removeSeries(series);
        drawn.delete(line);
      }
      values = new Map();
      for (const [line, points] of Object.entries(drawnLines.lines) as [IndicatorLine, IndicatorPoint[]][]) {
        seriesFor(line).setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
        values.set(line, new Map(points.map((point) => [point.time, point.value])));
      }
      return values;
    },
    update(candle, replace) {
      if (tracker === null) return values;
      const at = tracker.next(candle, replace);
      const time = candle.time as UTCTimestamp;
      for (const [line, series] of drawn) {
        const value = at[line];
        // A line with no value at this candle (too few candles yet) draws none there.
        series.update(value === undefined ? { time } : { time, value });
        if (value === undefined) values.get(line)?.delete(candle.time);
        else values.get(line)?.set(candle.time, value);
      }
      return values;
    },
  };
}
