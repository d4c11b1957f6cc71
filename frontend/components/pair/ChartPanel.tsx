import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { SwapActivity } from "../../../shared/schemas/activity";
import type { PairFeed } from "../../api/pair-feed";
import { useFeedStatus } from "../../api/use-pair-feed";
import { useWalletSession } from "../../app/wallet-session";
import { type ChartState, type ChartView, VIEW_DEFAULT } from "../price-chart/live-chart";
import PriceChart from "../price-chart/PriceChart";
import { type ChartStyle, STYLE_DEFAULT } from "../price-chart/price-chart";
import ChartToolbar, { type MarkSwitches, type PairSymbols } from "./ChartToolbar";
import { useTradeMarks } from "./use-trade-marks";

const STATE_TEXT: Partial<Record<ChartState, string>> = {
  loading: "Loading chart…",
  empty: "No trades yet",
  "not-found": "Pair not found",
  error: "Chart unavailable. Please try again.",
};

/** What a pair page gives its chart to mark trades with: the pair, its live trades and its creator. */
export type MarkSources = { pairAddress: string; liveTrades: readonly SwapActivity[]; creator: string | null };

type Props = { feed: PairFeed | null; symbols?: PairSymbols; marking?: MarkSources };

/**
 * The live chart of the pair's feed, with its switches and the feed's status. On a pair page it marks the
 * signed-in trader's and the creator's trades when asked, and those of the trader the trades table is filtered to.
 */
export default function ChartPanel({ feed, symbols = null, marking }: Props) {
  const [view, setView] = useState<ChartView>(VIEW_DEFAULT);
  const [style, setStyle] = useState<ChartStyle>(STYLE_DEFAULT);
  const [marks, setMarks] = useState<MarkSwitches>({ you: false, creator: false });
  const [state, setState] = useState<ChartState>("loading");
  const status = useFeedStatus(feed);
  const you = useWalletSession().signedIn?.wallet.address ?? null;
  const chosen = useSearchParams()[0].get("trader");
  const creator = marking?.creator ?? null;
  const tradeMarks = useTradeMarks(marking?.pairAddress ?? "", marking?.liveTrades ?? NO_TRADES, {
    you: marking !== undefined && marks.you ? you : null,
    creator: marks.creator ? creator : null,
    trader: marking === undefined ? null : chosen,
  });
  const text = STATE_TEXT[state];
  return (
    <section className="chart-panel" aria-label="Chart area">
      <ChartToolbar
        view={view}
        style={style}
        symbols={symbols}
        marks={marking === undefined ? null : { switches: marks, canMarkYours: you !== null, canMarkCreator: creator !== null, chosen }}
        feed={status}
        onChange={setView}
        onStyle={setStyle}
        onMarks={setMarks}
      />
      <div className="chart-canvas">
        <PriceChart feed={feed} {...view} style={style} tradeMarks={tradeMarks} onState={setState} />
        {text !== undefined && (
          <p className="chart-state" role="status">
            {text}
          </p>
        )}
      </div>
    </section>
  );
}

const NO_TRADES: readonly SwapActivity[] = [];
