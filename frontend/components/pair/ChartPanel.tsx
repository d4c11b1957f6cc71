import { useState } from "react";
import type { PairFeed } from "../../api/pair-feed";
import { useFeedStatus } from "../../api/use-pair-feed";
import { type ChartState, type ChartView, VIEW_DEFAULT } from "../price-chart/live-chart";
import PriceChart from "../price-chart/PriceChart";
import { type ChartStyle, STYLE_DEFAULT } from "../price-chart/price-chart";
import ChartToolbar, { type PairSymbols } from "./ChartToolbar";

const STATE_TEXT: Partial<Record<ChartState, string>> = {
  loading: "Loading chart…",
  empty: "No trades yet",
  "not-found": "Pair not found",
  error: "Chart unavailable. Please try again.",
};

/** The live chart of the pair's feed, with its switches and the feed's status. */
export default function ChartPanel({ feed, symbols = null }: { feed: PairFeed | null; symbols?: PairSymbols }) {
  const [view, setView] = useState<ChartView>(VIEW_DEFAULT);
  const [style, setStyle] = useState<ChartStyle>(STYLE_DEFAULT);
  const [state, setState] = useState<ChartState>("loading");
  const status = useFeedStatus(feed);
  const text = STATE_TEXT[state];
  return (
    <section className="chart-panel" aria-label="Chart area">
      <ChartToolbar view={view} style={style} symbols={symbols} feed={status} onChange={setView} onStyle={setStyle} />
      <div className="chart-canvas">
        <PriceChart feed={feed} {...view} style={style} onState={setState} />
        {text !== undefined && (
          <p className="chart-state" role="status">
            {text}
          </p>
        )}
      </div>
    </section>
  );
}
