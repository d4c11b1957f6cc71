import type { AutoscaleInfo, UTCTimestamp } from "lightweight-charts";
import { CandlestickSeries, createChart, createSeriesMarkers, HistogramSeries } from "lightweight-charts";
import type { Candle, CandleType } from "../../../shared/schemas/chart";
import { chartColors, chartOptions } from "./chart-theme";
import { MIN_MOVE, priceFormatter, tickmarksFormatter } from "./price-format";

const priceFormat = (candleType: CandleType) => ({
  type: "custom" as const,
  formatter: priceFormatter(candleType),
  tickmarksFormatter: tickmarksFormatter(candleType),
  minMove: MIN_MOVE,
});

/** How close to the first bar (in bars) the view must come for the next page back to load. */
const NEAR_START_BARS = 20;

/** The volume pane's height beside the price pane's (1). */
const VOLUME_PANE_STRETCH = 0.25;

/** The price scale spans at least 2% of the price: one trade (a flat candle) would otherwise zoom in to nothing. */
const MIN_SCALE_SPAN = 0.02;

function atLeastMinSpan(original: () => AutoscaleInfo | null): AutoscaleInfo | null {
  const info = original();
  if (info === null || info.priceRange === null) return info;
  const { minValue, maxValue } = info.priceRange;
  const middle = (minValue + maxValue) / 2;
  const span = Math.abs(middle) * MIN_SCALE_SPAN;
  if (maxValue - minValue >= span) return info;
  return { ...info, priceRange: { minValue: middle - span / 2, maxValue: middle + span / 2 } };
}

export type PriceChartHandle = {
  /** Draws a full history, replacing what was drawn. */
  setCandles: (candles: readonly Candle[]) => void;
  /** Draws older candles before the first, keeping the view where the trader is. */
  prependCandles: (older: readonly Candle[]) => void;
  /** Calls `near` whenever the trader scrolls to within a few bars of the first candle. */
  onNearStart: (near: () => void) => void;
  /** Moves the last candle or appends a new one; a candle older than the last is ignored. */
  updateCandle: (candle: Candle) => void;
  /** How many candles are drawn. */
  candleCount: () => number;
  /** The time of the first drawn candle, if any. */
  firstTime: () => number | undefined;
  /** The time of the last drawn candle, if any. */
  lastTime: () => number | undefined;
  /** Marks the bar holding unix time `at` (a token's graduation), or clears the mark; answers the bar's time. */
  markGraduation: (at: number | null) => number | null;
  /** Prices are written for this candle type from now on. */
  setCandleType: (candleType: CandleType) => void;
  remove: () => void;
};

/** Candles with a volume histogram in a pane of its own underneath, drawn by lightweight-charts into `container`. */
export function createPriceChart(container: HTMLElement, candleType: CandleType): PriceChartHandle {
  const colors = chartColors();
  const chart = createChart(container, chartOptions());
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: colors.up,
    downColor: colors.down,
    wickUpColor: colors.up,
    wickDownColor: colors.down,
    borderVisible: false,
    priceFormat: priceFormat(candleType),
    autoscaleInfoProvider: atLeastMinSpan,
  });
  // Volume has its own pane and scale: sharing the price pane, its bars lent the price scale ticks down to "$0".
  const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: "volume" }, lastValueVisible: false, priceLineVisible: false }, 1);
  chart.panes()[1]?.setStretchFactor(VOLUME_PANE_STRETCH);
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0 } });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.08 } });
  const markers = createSeriesMarkers(candles);

  const bars = (candle: Candle) => {
    const time = candle.time as UTCTimestamp;
    const color = `${candle.close >= candle.open ? colors.up : colors.down}66`;
    return {
      bar: { time, open: candle.open, high: candle.high, low: candle.low, close: candle.close },
      volume: { time, value: candle.volume, color },
    };
  };

  return {
    setCandles(history) {
      const drawn = history.map(bars);
      candles.setData(drawn.map((d) => d.bar));
      volume.setData(drawn.map((d) => d.volume));
      chart.timeScale().fitContent();
    },
    prependCandles(older) {
      const first = candles.data()[0]?.time as number | undefined;
      // Only candles before the first drawn one: a page that overlaps the drawn ones adds each bucket once.
      const added = older.filter((candle) => first === undefined || candle.time < first).map(bars);
      if (added.length === 0) return;
      const view = chart.timeScale().getVisibleLogicalRange();
      candles.setData([...added.map((d) => d.bar), ...candles.data()]);
      volume.setData([...added.map((d) => d.volume), ...volume.data()]);
      if (view !== null) chart.timeScale().setVisibleLogicalRange({ from: view.from + added.length, to: view.to + added.length });
    },
    onNearStart(near) {
      chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
        if (range !== null && range.from < NEAR_START_BARS) near();
      });
    },
    updateCandle(candle) {
      // A late update for an older bucket is already in the history; lightweight-charts refuses to rewrite it.
      const last = candles.data().at(-1);
      if (last !== undefined && (last.time as number) > candle.time) return;
      const drawn = bars(candle);
      candles.update(drawn.bar);
      volume.update(drawn.volume);
    },
    candleCount: () => candles.data().length,
    firstTime: () => candles.data()[0]?.time as number | undefined,
    lastTime: () => candles.data().at(-1)?.time as number | undefined,
    markGraduation(at) {
      // The bucket the graduation fell in: the last bar starting at or before it.
      const bar = at === null ? undefined : candles.data().findLast((candle) => (candle.time as number) <= at);
      markers.setMarkers(bar === undefined ? [] : [{ time: bar.time, position: "aboveBar", shape: "arrowDown", color: colors.accent, text: "Graduated" }]);
      return bar === undefined ? null : (bar.time as number);
    },
    setCandleType: (type) => candles.applyOptions({ priceFormat: priceFormat(type) }),
    remove: () => chart.remove(),
  };
}
