import { useEffect, useRef } from "react";
import { CandlestickSeries, createChart, HistogramSeries } from "lightweight-charts";
import type { IChartApi, ISeriesApi, UTCTimestamp } from "lightweight-charts";
import type { Candle } from "../../../shared/schemas/chart";
import { chartColors, chartOptions } from "./chart-theme";

type Series = { chart: IChartApi; candles: ISeriesApi<"Candlestick">; volume: ISeriesApi<"Histogram"> };

function toBars(candle: Candle, colors: ReturnType<typeof chartColors>) {
  const time = candle.time as UTCTimestamp;
  const up = candle.close >= candle.open;
  return {
    bar: { time, open: candle.open, high: candle.high, low: candle.low, close: candle.close },
    volume: { time, value: candle.volume, color: `${up ? colors.up : colors.down}66` },
  };
}

type Props = {
  /** The full history to draw; replacing it redraws. */
  candles: readonly Candle[];
  /** A live candle: the last one moves or a new one is appended, without redrawing the rest. */
  liveCandle?: Candle | undefined;
  /** Digits after the point on the price scale. */
  precision?: number;
};

/** Candles with a volume histogram underneath, drawn by lightweight-charts. */
export default function PriceChart({ candles, liveCandle, precision = 6 }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const seriesRef = useRef<Series | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const colors = chartColors();
    const chart = createChart(container, chartOptions());
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      borderVisible: false,
      priceFormat: { type: "price", precision, minMove: 10 ** -precision },
    });
    const volume = chart.addSeries(HistogramSeries, { priceScaleId: "", priceFormat: { type: "volume" } });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
    seriesRef.current = { chart, candles: candleSeries, volume };
    return () => {
      seriesRef.current = null;
      chart.remove();
    };
  }, [precision]);

  useEffect(() => {
    const series = seriesRef.current;
    if (series === null) return;
    const colors = chartColors();
    const bars = candles.map((candle) => toBars(candle, colors));
    series.candles.setData(bars.map((b) => b.bar));
    series.volume.setData(bars.map((b) => b.volume));
    series.chart.timeScale().fitContent();
  }, [candles, precision]);

  useEffect(() => {
    const series = seriesRef.current;
    if (series === null || liveCandle === undefined) return;
    // A late update for an older bucket is already in the history; lightweight-charts refuses to rewrite it.
    const last = series.candles.data().at(-1);
    if (last !== undefined && (last.time as number) > liveCandle.time) return;
    const { bar, volume } = toBars(liveCandle, chartColors());
    series.candles.update(bar);
    series.volume.update(volume);
  }, [liveCandle]);

  return <div className="price-chart" ref={containerRef} data-testid="price-chart" />;
}
