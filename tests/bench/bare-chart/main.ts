// The baseline for the iframe benches: a page that only draws candles and volume with lightweight-charts.

import type { UTCTimestamp } from "lightweight-charts";
import { CandlestickSeries, createChart, HistogramSeries } from "lightweight-charts";

type Candle = { time: number; open: number; high: number; low: number; close: number; volume: number };

const container = document.getElementById("chart") as HTMLElement;
const chart = createChart(container, { autoSize: true });
const candles = chart.addSeries(CandlestickSeries);
const volume = chart.addSeries(HistogramSeries, { priceScaleId: "" });
const source = new URLSearchParams(location.search).get("candles");
if (source !== null) {
  const data = (await (await fetch(source)).json()) as { candles: Candle[] };
  candles.setData(data.candles.map((c) => ({ ...c, time: c.time as UTCTimestamp })));
  volume.setData(data.candles.map((c) => ({ time: c.time as UTCTimestamp, value: c.volume })));
  // The paint bench reads when the candles were drawn, as the iframe page records it.
  requestAnimationFrame(() => (document.documentElement.dataset.painted = String(performance.now())));
}
