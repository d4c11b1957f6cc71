import { useEffect, useRef } from "react";
import type { Candle } from "../../../shared/schemas/chart";
import { createPriceChart, type PriceChartHandle } from "./price-chart";

type Props = {
  /** The full history to draw; replacing it redraws. */
  candles: readonly Candle[];
  /** A live candle: the last one moves or a new one is appended, without redrawing the rest. */
  liveCandle?: Candle | undefined;
  /** Digits after the point on the price scale. */
  precision?: number;
};

export default function PriceChart({ candles, liveCandle, precision = 6 }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<PriceChartHandle | null>(null);

  useEffect(() => {
    if (containerRef.current === null) return;
    const chart = createPriceChart(containerRef.current, precision);
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [precision]);

  useEffect(() => chartRef.current?.setCandles(candles), [candles, precision]);

  useEffect(() => {
    if (liveCandle !== undefined) chartRef.current?.updateCandle(liveCandle);
  }, [liveCandle]);

  return <div className="price-chart" ref={containerRef} data-testid="price-chart" />;
}
