import { createChart, LineSeries, type UTCTimestamp } from "lightweight-charts";
import { useEffect, useRef } from "react";
import { chartColors, chartOptions } from "../../components/price-chart/chart-theme";

type Point = { time: number; supplyApy: number; borrowApy: number };

/** The market's supply and borrow APY over time (percent), one point per hour's last update. */
export default function RateHistoryChart({ symbol, points }: { symbol: string; points: Point[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current === null || points.length === 0) return;
    const colors = chartColors();
    const chart = createChart(container.current, {
      ...chartOptions(),
      localization: { ...chartOptions().localization, priceFormatter: (v: number) => `${v.toFixed(2)}%` },
    });
    const line = (color: string, value: (point: Point) => number) => {
      const series = chart.addSeries(LineSeries, { color, lineWidth: 2, priceLineVisible: false });
      series.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: value(point) * 100 })));
    };
    line(colors.up, (point) => point.supplyApy);
    line(colors.down, (point) => point.borrowApy);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points]);
  if (points.length === 0) return <p className="muted">No rate updates in the last week.</p>;
  return (
    <figure className="lending-chart">
      <div ref={container} className="lending-chart-canvas" role="img" aria-label={`${symbol} supply and borrow APY over the last week`} />
      <figcaption className="muted">
        <span className="lending-key lending-key-supply" /> Supply APY <span className="lending-key lending-key-borrow" /> Borrow APY
      </figcaption>
    </figure>
  );
}
