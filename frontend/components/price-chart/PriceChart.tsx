import { useEffect, useRef } from "react";
import type { PairFeed } from "../../api/pair-feed";
import type { TradeMark } from "./chart-marks";
import { type ChartState, type ChartView, createLiveChart, type LiveChart } from "./live-chart";
import type { ChartStyle } from "./price-chart";

type Props = ChartView & { feed: PairFeed | null; style: ChartStyle; tradeMarks: readonly TradeMark[]; onState: (state: ChartState) => void };

/** The pair's live chart (candles and volume), drawn from the feed it is given. One chart per feed; timeframe and type changes reuse it. */
export default function PriceChart({ feed, timeframe, candleType, style, tradeMarks, onState }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<LiveChart | null>(null);
  // The chart's callback reads the latest prop without redrawing the chart.
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  const viewRef = useRef<ChartView>({ timeframe, candleType });
  viewRef.current = { timeframe, candleType };
  const styleRef = useRef(style);
  styleRef.current = style;
  const marksRef = useRef(tradeMarks);
  marksRef.current = tradeMarks;

  useEffect(() => {
    if (containerRef.current === null || feed === null) return;
    const chart = createLiveChart(containerRef.current, {
      feed,
      ...viewRef.current,
      onState: (state) => onStateRef.current(state),
      onPainted: () => containerRef.current?.setAttribute("data-painted", "true"),
    });
    chart.setStyle(styleRef.current);
    chart.markTrades(marksRef.current);
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.close();
    };
  }, [feed]);

  useEffect(() => chartRef.current?.setView({ timeframe, candleType }), [timeframe, candleType]);
  useEffect(() => chartRef.current?.setStyle(style), [style]);
  useEffect(() => chartRef.current?.markTrades(tradeMarks), [tradeMarks]);

  return <div className="price-chart" ref={containerRef} data-testid="price-chart" />;
}
