import { type ChartOptions, createChart, type DeepPartial, HistogramSeries, TickMarkType, type Time } from "lightweight-charts";
import { useEffect, useRef } from "react";
import { formatUsd } from "../../../shared/format/numbers";
import type { DailyPnl } from "../../../shared/schemas/trader-analytics";
import { chartColors, chartOptions } from "../../components/price-chart/chart-theme";
import { formatMonth, formatUtcDate, formatUtcDayMonth, formatYear } from "../../format/time";

/** The app's chart, its time axis in days: each bar is a UTC day, so no tick or label shows a time of day. */
function dailyOptions(): DeepPartial<ChartOptions> {
  const options = chartOptions();
  const tick = (time: Time, type: TickMarkType) =>
    (type === TickMarkType.Year ? formatYear : type === TickMarkType.Month ? formatMonth : formatUtcDayMonth)(time as number);
  return {
    ...options,
    // Wider bars than a candle chart's: a trader has a few days, and each day's date fits under its bar.
    timeScale: { ...options.timeScale, timeVisible: false, secondsVisible: false, maxBarSpacing: 72, rightOffset: 1, tickMarkFormatter: tick },
    localization: { timeFormatter: (time: Time) => formatUtcDate(time as number) },
  };
}

/** Realized PnL per day as bars on the app's chart library: gains up, losses down. */
export default function DailyPnlChart({ days }: { days: DailyPnl[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current === null) return;
    const chart = createChart(container.current, dailyOptions());
    const colors = chartColors();
    const bars = chart.addSeries(HistogramSeries, { priceFormat: { type: "custom", formatter: formatUsd }, priceLineVisible: false });
    bars.setData(
      [...days]
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((day) => ({ time: day.timestamp as Time, value: day.realizedPnlUsd, color: day.realizedPnlUsd >= 0 ? colors.up : colors.down })),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [days]);
  const total = days.reduce((sum, day) => sum + day.realizedPnlUsd, 0);
  return (
    <section className="tool-card" aria-labelledby="trader-daily-pnl">
      <h2 id="trader-daily-pnl">Daily PnL</h2>
      {days.length === 0 ? (
        <p className="muted">No sells yet: realized PnL starts with the first sell.</p>
      ) : (
        <div
          ref={container}
          className="trader-pnl-chart"
          role="img"
          aria-label={`Realized PnL over ${days.length} ${days.length === 1 ? "day" : "days"}: ${formatUsd(total)} in all`}
        />
      )}
    </section>
  );
}
