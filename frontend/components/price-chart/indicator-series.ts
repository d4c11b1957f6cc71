// Draws indicator lines on a lightweight-charts chart: price-scale lines over the candles, RSI in a pane of its own.
import type { IChartApi, ISeriesApi, UTCTimestamp } from "lightweight-charts";
import { LineSeries, LineStyle } from "lightweight-charts";
import type { Candle, Timeframe } from "../../../shared/schemas/chart";
import { cssColor } from "./chart-theme";
import { type ChartIndicator, type IndicatorLine, type IndicatorPoint, indicatorLines } from "./indicators";

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
  /** Redraws the chosen indicators over `candles`; answers each line's last value, for the legend. */
  draw: (candles: readonly Candle[], chosen: readonly ChartIndicator[], timeframe: Timeframe) => IndicatorValues;
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

  return {
    draw(candles, chosen, timeframe) {
      const lines = indicatorLines(candles, chosen, timeframe);
      for (const [line, series] of drawn) {
        if (lines[line] !== undefined) continue;
        chart.removeSeries(series);
        drawn.delete(line);
      }
      const values: IndicatorValues = new Map();
      for (const [line, points] of Object.entries(lines) as [IndicatorLine, IndicatorPoint[]][]) {
        seriesFor(line).setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
        values.set(line, new Map(points.map((point) => [point.time, point.value])));
      }
      return values;
    },
  };
}
