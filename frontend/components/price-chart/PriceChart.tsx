import { useEffect, useRef } from "react";
import type { SwapActivity } from "../../../shared/schemas/activity";
import type { FeedStatus } from "../../api/pair-feed";
import { createLiveChart, type ChartState, type ChartView, type LiveChart } from "./live-chart";

type Props = ChartView & {
  pairAddress: string;
  onState: (state: ChartState) => void;
  onTrade?: (trade: SwapActivity) => void;
  onFeedStatus?: (status: FeedStatus) => void;
};

/** The pair's live chart (candles and volume). One chart and one feed per pair; timeframe and type changes reuse them. */
export default function PriceChart({ pairAddress, timeframe, candleType, onState, onTrade, onFeedStatus }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<LiveChart | null>(null);
  // The feed's callbacks read the latest props without reopening the socket.
  const callbacks = useRef({ onState, onTrade, onFeedStatus });
  callbacks.current = { onState, onTrade, onFeedStatus };
  const viewRef = useRef<ChartView>({ timeframe, candleType });
  viewRef.current = { timeframe, candleType };

  useEffect(() => {
    if (containerRef.current === null) return;
    const chart = createLiveChart(containerRef.current, {
      pairAddress,
      ...viewRef.current,
      onState: (state) => callbacks.current.onState(state),
      onTrade: (trade) => callbacks.current.onTrade?.(trade),
      onFeedStatus: (status) => callbacks.current.onFeedStatus?.(status),
      onPainted: () => containerRef.current?.setAttribute("data-painted", "true"),
    });
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.close();
    };
  }, [pairAddress]);

  useEffect(() => chartRef.current?.setView({ timeframe, candleType }), [timeframe, candleType]);

  return <div className="price-chart" ref={containerRef} data-testid="price-chart" />;
}
