// A price chart that keeps itself live: history over HTTP, then every candle of the pair's WebSocket
// feed moves the last bar or appends one, without fetching again. Framework-free, for the iframe too.
import type { SwapActivity } from "../../../shared/schemas/activity";
import type { Candle, CandleType, ChartResponse, Timeframe } from "../../../shared/schemas/chart";
import { openPairFeed, type FeedStatus } from "../../api/pair-feed";
import { createPriceChart } from "./price-chart";

/** How many candles a chart loads: enough to fill a wide screen at any timeframe. */
export const CHART_HISTORY_LIMIT = 1000;

/** Charts open on 15m: meme tokens trade intraday, and the spec's 1d default is the API's, for callers that name none. */
export const VIEW_DEFAULT: ChartView = { timeframe: "15m", candleType: "usd" };

export type ChartState = "loading" | "ready" | "empty" | "not-found" | "error";
export type ChartView = { timeframe: Timeframe; candleType: CandleType };

export type LiveChartOptions = ChartView & {
  pairAddress: string;
  onState: (state: ChartState) => void;
  onTrade?: (trade: SwapActivity) => void;
  onFeedStatus?: (status: FeedStatus) => void;
  /** Called once the first history is drawn (benchmarks and tests wait for it). */
  onPainted?: () => void;
};

export type LiveChart = { setView: (view: ChartView) => void; close: () => void };

export function chartUrl(pairAddress: string, view: ChartView): string {
  return `/api/v1/indexer/chart/${pairAddress}?timeframe=${view.timeframe}&candleType=${view.candleType}&limit=${CHART_HISTORY_LIMIT}`;
}

export function createLiveChart(container: HTMLElement, options: LiveChartOptions): LiveChart {
  let view: ChartView = { timeframe: options.timeframe, candleType: options.candleType };
  const chart = createPriceChart(container, view.candleType);
  let loads = 0;
  let painted = false;
  /** Feed candles that arrived while history was loading: drawn over it once it lands. */
  let pending: Candle[] = [];
  let historyLoaded = false;

  // The last bar, in the DOM as well as on the canvas: what a reader of the page (or a test) can check.
  const showLast = (candle: Candle | undefined) => {
    container.dataset.lastTime = candle === undefined ? "" : String(candle.time);
    container.dataset.lastClose = candle === undefined ? "" : String(candle.close);
  };
  const draw = (candle: Candle) => {
    chart.updateCandle(candle);
    if (candle.time >= (chart.lastTime() ?? 0)) showLast(candle);
  };

  async function load() {
    const load = ++loads;
    historyLoaded = false;
    options.onState("loading");
    // No schema check here: the iframe bundle stays free of zod, and the answer comes from our own worker.
    const response = await fetch(chartUrl(options.pairAddress, view)).catch(() => null);
    if (load !== loads) return;
    if (response === null || !response.ok) {
      // An unknown pair will not start trading on this page: stop asking the feed for it.
      if (response?.status === 404) feed.close();
      options.onState(response?.status === 404 ? "not-found" : "error");
      return;
    }
    const body = (await response.json()) as ChartResponse;
    if (load !== loads) return;
    chart.setCandles(body.candles);
    showLast(body.candles.at(-1));
    historyLoaded = true;
    for (const candle of pending) draw(candle);
    options.onState(body.candles.length + pending.length === 0 ? "empty" : "ready");
    pending = [];
    if (!painted) {
      painted = true;
      requestAnimationFrame(() => options.onPainted?.());
    }
  }

  const feed = openPairFeed({
    pairAddress: options.pairAddress,
    ...view,
    onStatus: options.onFeedStatus,
    onReconnect: () => void load(),
    onMessage(message) {
      if (message.type === "trade") options.onTrade?.(message.trade);
      if (message.type !== "candle" || message.timeframe !== view.timeframe || message.candleType !== view.candleType) return;
      if (!historyLoaded) {
        pending.push(message.candle);
        return;
      }
      const wasEmpty = chart.lastTime() === undefined;
      draw(message.candle);
      if (wasEmpty) options.onState("ready");
    },
  });

  void load();
  return {
    setView(next) {
      if (next.timeframe === view.timeframe && next.candleType === view.candleType) return;
      view = next;
      pending = [];
      chart.setCandleType(view.candleType);
      feed.subscribe(view.timeframe, view.candleType);
      void load();
    },
    close() {
      loads += 1;
      feed.close();
      chart.remove();
    },
  };
}
