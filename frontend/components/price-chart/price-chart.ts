import type { AutoscaleInfo, UTCTimestamp } from "lightweight-charts";
import { CandlestickSeries, createChart, createSeriesMarkers, HistogramSeries, PriceScaleMode } from "lightweight-charts";
import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { Candle, CandleType, Timeframe } from "../../../shared/schemas/chart";
import { createChartLegend } from "./chart-legend";
import { chartMarkers, GRADUATED_TEXT, TRADE_MARK_COLOR_VARIABLE, type TradeMark } from "./chart-marks";
import { chartColors, chartOptions, cssColor } from "./chart-theme";
import { defaultWindow } from "./default-window";
import { createIndicatorSeries } from "./indicator-series";
import type { ChartIndicator } from "./indicators";
import { MIN_MOVE, priceFormatter, tickmarksFormatter } from "./price-format";

const priceFormat = (candleType: CandleType) => ({
  type: "custom" as const,
  formatter: priceFormatter(candleType),
  tickmarksFormatter: tickmarksFormatter(candleType),
  minMove: MIN_MOVE,
});

/** How close to the first bar (in bars) the view must come for the next page back to load. */
const NEAR_START_BARS = 20;
/** Events by which a trader moves the chart (lightweight-charts scrolls on drag, wheel, touch and arrow keys). */
const TRADER_MOVES = ["pointerdown", "wheel", "touchstart", "keydown"] as const;

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

/** How the trader chose to read the chart: indicators drawn and the price scale's mode. */
export type ChartStyle = { indicators: readonly ChartIndicator[]; logScale: boolean };
export const STYLE_DEFAULT: ChartStyle = { indicators: [], logScale: false };

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
  /** Marks these trades on their bars, in place of those marked before. */
  markTrades: (trades: readonly TradeMark[]) => void;
  /** How many trades are marked on the drawn bars. */
  markedTrades: () => number;
  /** The trade marks drawn, each as its bar's time and its text ("1764662400 B 2"), in time order. */
  tradeMarkLabels: () => string[];
  /** Prices are written for this candle type, and indicators drawn for this timeframe, from now on. */
  setView: (candleType: CandleType, timeframe: Timeframe) => void;
  /** Draws the chosen indicators and sets the price scale's mode. */
  setStyle: (style: ChartStyle) => void;
  remove: () => void;
};

/** Candles with a volume histogram in a pane of its own underneath, drawn by lightweight-charts into `container`. */
export function createPriceChart(container: HTMLElement, candleType: CandleType, timeframe: Timeframe): PriceChartHandle {
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
  let graduatedAt: number | null = null;
  let markedTrades: readonly TradeMark[] = [];
  let markedOnBars = 0;
  let tradeMarkLabels: string[] = [];
  const ownerColors = {
    you: cssColor(TRADE_MARK_COLOR_VARIABLE.you),
    creator: cssColor(TRADE_MARK_COLOR_VARIABLE.creator),
    trader: cssColor(TRADE_MARK_COLOR_VARIABLE.trader),
  };
  /** Draws the marks on the bars drawn now; answers the graduation's bar. */
  const drawMarks = (): number | null => {
    const drawn = chartMarkers(
      candles.data().map((bar) => bar.time as number),
      graduatedAt,
      markedTrades,
      { accent: colors.accent, owner: ownerColors },
    );
    markers.setMarkers(drawn.markers);
    markedOnBars = drawn.markedTrades;
    tradeMarkLabels = drawn.markers.filter((marker) => marker.text !== GRADUATED_TEXT).map((marker) => `${marker.time} ${marker.text}`);
    return drawn.graduationBar;
  };
  let view = { candleType, timeframe };
  let style = STYLE_DEFAULT;
  /** The drawn candles, oldest first, with their volumes: what indicators and the readout read. */
  let drawnCandles: Candle[] = [];
  const indicators = createIndicatorSeries(chart);
  const legend = createChartLegend(container, chart, {
    candleAt: (time) => drawnCandles[drawnCandles.findLastIndex((candle) => candle.time <= time)],
    last: () => drawnCandles.at(-1),
    formats: () => ({
      price: priceFormatter(view.candleType),
      // 01 and 10 candles carry the volume in token0 or token1; usd and mcap in dollars.
      volume: view.candleType === "01" || view.candleType === "10" ? formatAmount : formatUsd,
    }),
  });
  const redrawIndicators = () => legend.refresh(indicators.draw(drawnCandles, style.indicators, view.timeframe));

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
      drawnCandles = [...history];
      redrawIndicators();
      drawMarks();
      const window = history.length === 0 ? null : defaultWindow(history[0]!.time, history.at(-1)!.time, view.timeframe);
      if (window === null) chart.timeScale().fitContent();
      else chart.timeScale().setVisibleRange({ from: window.from as UTCTimestamp, to: window.to as UTCTimestamp });
    },
    prependCandles(older) {
      const first = candles.data()[0]?.time as number | undefined;
      // Only candles before the first drawn one: a page that overlaps the drawn ones adds each bucket once.
      const olderCandles = older.filter((candle) => first === undefined || candle.time < first);
      const added = olderCandles.map(bars);
      if (added.length === 0) return;
      drawnCandles = [...olderCandles, ...drawnCandles];
      const visible = chart.timeScale().getVisibleLogicalRange();
      candles.setData([...added.map((d) => d.bar), ...candles.data()]);
      volume.setData([...added.map((d) => d.volume), ...volume.data()]);
      redrawIndicators();
      drawMarks();
      if (visible !== null) chart.timeScale().setVisibleLogicalRange({ from: visible.from + added.length, to: visible.to + added.length });
    },
    onNearStart(near) {
      // The opening view (every candle, or the default window) is not a move: only the trader's own scroll, drag
      // or zoom asks for older candles.
      let moved = false;
      for (const type of TRADER_MOVES) container.addEventListener(type, () => (moved = true), { passive: true });
      chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
        if (moved && range !== null && range.from < NEAR_START_BARS) near();
      });
    },
    updateCandle(candle) {
      // A late update for an older bucket is already in the history; lightweight-charts refuses to rewrite it.
      const last = candles.data().at(-1);
      if (last !== undefined && (last.time as number) > candle.time) return;
      const drawn = bars(candle);
      candles.update(drawn.bar);
      volume.update(drawn.volume);
      const replace = drawnCandles.at(-1)?.time === candle.time;
      if (replace) drawnCandles[drawnCandles.length - 1] = candle;
      else {
        drawnCandles.push(candle);
        // A trade marked before its bar came sits on the bar before: it moves to its own.
        if (markedTrades.length > 0) drawMarks();
      }
      legend.refresh(indicators.update(candle, replace));
    },
    candleCount: () => candles.data().length,
    firstTime: () => candles.data()[0]?.time as number | undefined,
    lastTime: () => candles.data().at(-1)?.time as number | undefined,
    markGraduation(at) {
      graduatedAt = at;
      return drawMarks();
    },
    markTrades(trades) {
      markedTrades = trades;
      drawMarks();
    },
    markedTrades: () => markedOnBars,
    tradeMarkLabels: () => tradeMarkLabels,
    setView(type, frame) {
      view = { candleType: type, timeframe: frame };
      candles.applyOptions({ priceFormat: priceFormat(type) });
    },
    setStyle(next) {
      style = next;
      candles.priceScale().applyOptions({ mode: next.logScale ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
      redrawIndicators();
    },
    remove: () => chart.remove(),
  };
}
