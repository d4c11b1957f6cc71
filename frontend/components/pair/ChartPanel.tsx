import { useState } from "react";
import type { SwapActivity } from "../../../shared/schemas/activity";
import type { FeedStatus } from "../../api/pair-feed";
import PriceChart from "../price-chart/PriceChart";
import { VIEW_DEFAULT, type ChartState, type ChartView } from "../price-chart/live-chart";
import ChartToolbar from "./ChartToolbar";

const STATE_TEXT: Partial<Record<ChartState, string>> = {
  loading: "Loading chart…",
  empty: "No trades yet",
  "not-found": "Pair not found",
  error: "Chart unavailable. Please try again.",
};

/** The live chart with its switches; every trade of the feed is handed on to `onTrade`. */
export default function ChartPanel({ pairAddress, onTrade }: { pairAddress: string; onTrade: (trade: SwapActivity) => void }) {
  const [view, setView] = useState<ChartView>(VIEW_DEFAULT);
  const [state, setState] = useState<ChartState>("loading");
  const [feed, setFeed] = useState<FeedStatus>("connecting");
  const text = STATE_TEXT[state];
  return (
    <section className="chart-panel" aria-label="Chart area">
      <ChartToolbar view={view} feed={feed} onChange={setView} />
      <div className="chart-canvas">
        <PriceChart pairAddress={pairAddress} {...view} onState={setState} onTrade={onTrade} onFeedStatus={setFeed} />
        {text !== undefined && (
          <p className="chart-state" role="status">
            {text}
          </p>
        )}
      </div>
    </section>
  );
}
