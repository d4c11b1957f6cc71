import { CANDLE_TYPES, TIMEFRAMES } from "../../../shared/chart-options";
import type { FeedStatus } from "../../api/pair-feed";
import type { ChartView } from "../price-chart/live-chart";

const CANDLE_TYPE_LABEL = { "01": "01", "10": "10", usd: "USD", mcap: "MCap" } as const;
const FEED_LABEL: Record<FeedStatus, string> = { connecting: "Connecting…", live: "Live", offline: "Reconnecting…" };

type Props = { view: ChartView; feed: FeedStatus; onChange: (view: ChartView) => void };

/** Timeframe and candle-type switches, and whether the live feed is connected. */
export default function ChartToolbar({ view, feed, onChange }: Props) {
  return (
    <div className="chart-toolbar">
      <div className="segmented" role="group" aria-label="Timeframe">
        {TIMEFRAMES.map((timeframe) => (
          <button key={timeframe} type="button" aria-pressed={view.timeframe === timeframe} onClick={() => onChange({ ...view, timeframe })}>
            {timeframe}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label="Candle type">
        {CANDLE_TYPES.map((candleType) => (
          <button key={candleType} type="button" aria-pressed={view.candleType === candleType} onClick={() => onChange({ ...view, candleType })}>
            {CANDLE_TYPE_LABEL[candleType]}
          </button>
        ))}
      </div>
      <span className={`feed-status feed-${feed}`} role="status" aria-label="Live feed">
        {FEED_LABEL[feed]}
      </span>
    </div>
  );
}
