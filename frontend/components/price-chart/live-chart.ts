// A price chart that keeps itself live: history over HTTP, then every candle of the pair's feed moves the
// last bar or appends one, without fetching again. It listens to a feed its owner opened. Framework-free, for the iframe too.
import type { Candle, CandleType, Timeframe } from "../../../shared/schemas/chart";
import { CHART_HISTORY_LIMIT, fetchChartHistory } from "../../api/chart-history";
import type { PairFeed } from "../../api/pair-feed";
import type { TradeMark } from "./chart-marks";
import { type ChartStyle, createPriceChart } from "./price-chart";

/** Charts open on 15m: meme tokens trade intraday, and the spec's 1d default is the API's, for callers that name none. */
export const VIEW_DEFAULT: ChartView = { timeframe: "15m", candleType: "usd" };

export type ChartState = "loading" | "ready" | "empty" | "not-found" | "error";
export type ChartView = { timeframe: Timeframe; candleType: CandleType };

export type LiveChartOptions = ChartView & {
  feed: PairFeed;
  /** "not-found" means the pair is unknown: its feed's owner can close the feed. */
  onState: (state: ChartState) => void;
  /** Called once the first history is drawn (benchmarks and tests wait for it). */
  onPainted?: () => void;
};

export type LiveChart = {
  setView: (view: ChartView) => void;
  setStyle: (style: ChartStyle) => void;
  markTrades: (trades: readonly TradeMark[]) => void;
  close: () => void;
};

export function createLiveChart(container: HTMLElement, options: LiveChartOptions): LiveChart {
  const { feed } = options;
  let view: ChartView = { timeframe: options.timeframe, candleType: options.candleType };
  const chart = createPriceChart(container, view.candleType, view.timeframe);
  let loads = 0;
  let painted = false;
  /** Feed candles that arrived while history was loading: drawn over it once it lands. */
  let pending: Candle[] = [];
  let historyLoaded = false;
  let graduatedAt: number | null = null;
  /** Paging back in time: whether a page is on its way, and whether the pair's first candle is drawn. */
  let older: "idle" | "loading" | "all" = "idle";

  // The last bar, in the DOM as well as on the canvas: what a reader of the page (or a test) can check.
  const showLast = (candle: Candle | undefined) => {
    container.dataset.lastTime = candle === undefined ? "" : String(candle.time);
    container.dataset.lastClose = candle === undefined ? "" : String(candle.close);
  };
  /** How many of the marked trades are on drawn bars, and the marks drawn (bar time and text). */
  const showMarks = () => {
    container.dataset.markedTrades = String(chart.markedTrades());
    container.dataset.tradeMarks = chart.tradeMarkLabels().join(",");
  };
  const draw = (candle: Candle) => {
    chart.updateCandle(candle);
    if (candle.time >= (chart.lastTime() ?? 0)) showLast(candle);
    container.dataset.candleCount = String(chart.candleCount());
    showMarks();
  };

  // Where the history starts, how many candles are drawn and where a graduated token moved to its pair, for readers
  // of the page (and tests).
  const showRange = () => {
    container.dataset.firstTime = String(chart.firstTime() ?? "");
    container.dataset.candleCount = String(chart.candleCount());
    container.dataset.graduationTime = String(chart.markGraduation(graduatedAt) ?? "");
    showMarks();
  };

  /** The page of candles before the first drawn one, when the trader scrolls back to it. */
  async function loadOlder() {
    const first = chart.firstTime();
    if (!historyLoaded || older !== "idle" || first === undefined) return;
    const load = loads;
    older = "loading";
    const page = await fetchChartHistory(feed.pairAddress, view, first);
    if (load !== loads) return;
    if (!page.ok) {
      older = "idle";
      return;
    }
    chart.prependCandles(page.candles);
    showRange();
    older = page.candles.length < CHART_HISTORY_LIMIT ? "all" : "idle";
  }
  chart.onNearStart(() => void loadOlder());

  async function load() {
    const load = ++loads;
    historyLoaded = false;
    options.onState("loading");
    const history = await fetchChartHistory(feed.pairAddress, view);
    if (load !== loads) return;
    if (!history.ok) {
      options.onState(history.status === 404 ? "not-found" : "error");
      return;
    }
    chart.setCandles(history.candles);
    showLast(history.candles.at(-1));
    graduatedAt = history.graduatedAt;
    older = history.candles.length < CHART_HISTORY_LIMIT ? "all" : "idle";
    showRange();
    historyLoaded = true;
    for (const candle of pending) draw(candle);
    options.onState(history.candles.length + pending.length === 0 ? "empty" : "ready");
    pending = [];
    if (!painted) {
      painted = true;
      requestAnimationFrame(() => options.onPainted?.());
    }
  }

  const stopListening = feed.listen({
    onReconnect: () => void load(),
    onMessage(message) {
      if (message.type !== "update") return;
      for (const { timeframe, candleType, candle } of message.candles) {
        if (timeframe !== view.timeframe || candleType !== view.candleType) continue;
        if (!historyLoaded) {
          pending.push(candle);
          continue;
        }
        const wasEmpty = chart.lastTime() === undefined;
        draw(candle);
        if (wasEmpty) options.onState("ready");
      }
    },
  });
  feed.subscribe(view.timeframe, view.candleType);

  void load();
  return {
    setView(next) {
      if (next.timeframe === view.timeframe && next.candleType === view.candleType) return;
      view = next;
      pending = [];
      chart.setView(view.candleType, view.timeframe);
      feed.subscribe(view.timeframe, view.candleType);
      void load();
    },
    setStyle: (style) => chart.setStyle(style),
    markTrades(trades) {
      chart.markTrades(trades);
      showMarks();
    },
    close() {
      loads += 1;
      stopListening();
      chart.remove();
    },
  };
}
