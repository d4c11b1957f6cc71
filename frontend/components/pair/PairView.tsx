import { useState } from "react";
import { displayedSide } from "../../../shared/format/displayed-token";
import { usePairInfo } from "../../api/pair";
import { useFeedTrades, useLivePairDetail, usePairFeed } from "../../api/use-pair-feed";
import PageIntro from "../page-intro/PageIntro";
import ReactionsBar from "../reactions/ReactionsBar";
import SafetyPanel from "../safety/SafetyPanel";
import TradePanel from "../trade/TradePanel";
import ChartPanel from "./ChartPanel";
import HoldersTable from "./HoldersTable";
import { liveMarket } from "./live-market";
import PairHeader from "./PairHeader";
import PoolFacts from "./PoolFacts";
import { usePairTitle } from "./pair-title";
import TokenInfo from "./TokenInfo";
import TopTradersTable from "./TopTradersTable";
import TradesTable from "./TradesTable";
import { TRADES_SHOWN_MAX } from "./trade-rows";
import WindowStatsTable from "./WindowStatsTable";

type Props = {
  pairAddress: string;
  titleLevel?: 1 | 2;
};

type Tab = "trades" | "holders" | "traders";

/** One pair, live: header, chart, trades and holders, the trade panel, token info and reactions. */
export default function PairView({ pairAddress, titleLevel = 1 }: Props) {
  const answer = usePairInfo(pairAddress).data;
  const [tab, setTab] = useState<Tab>("trades");

  // The chart loads beside the pair's details, not after them: candles are what a trader waits for.
  const fetched = answer?.ok ? answer.data.pair : null;
  const missing = answer !== undefined && fetched === null;
  // One feed for the view, handed to the chart, the trades table and the header; a missing pair is not asked for.
  const feed = usePairFeed(missing ? null : pairAddress);
  // Every figure of the header and the side tables moves with the update that moves the price.
  const detail = useLivePairDetail(fetched, feed);
  const liveTrades = useFeedTrades(feed, TRADES_SHOWN_MAX);
  const shown = detail === null ? null : displayedSide(detail);
  const market = detail === null ? null : liveMarket(detail, liveTrades[0]);
  usePairTitle(shown?.symbol ?? null, market?.priceUsd ?? null);
  if (missing) {
    const notFound = answer.ok || answer.status === 404 || answer.status === 400;
    return (
      <div className="viewport-page">
        {titleLevel === 1 && (
          <PageIntro
            title="Chart"
            subject={{ label: "Pair", value: pairAddress }}
            description="This pair's live price chart with its trades, holders and buy and sell statistics."
          />
        )}
        <section className="viewport-stage pair-missing" aria-label="Chart area">
          <p role="status">{notFound ? "Pair not found" : "Pair unavailable. Please try again."}</p>
        </section>
      </div>
    );
  }

  // One tree whether or not the details have come, so the chart is never remounted.
  return (
    <div className="pair-view">
      {detail === null || market === null ? (
        <div className="pair-header">
          <p className="muted" role="status">
            Loading pair…
          </p>
        </div>
      ) : (
        <PairHeader detail={detail} market={market} titleLevel={titleLevel} />
      )}
      <ChartPanel
        feed={feed}
        symbols={detail === null ? null : [detail.token0Symbol, detail.token1Symbol]}
        marking={{ pairAddress, liveTrades, creator: detail?.creatorAddress ?? null }}
      />
      {detail !== null && shown !== null && market !== null && (
        <>
          <section className="pair-tables" aria-label="Trades, holders and top traders">
            <div className="tabs" role="tablist">
              <button type="button" role="tab" aria-selected={tab === "trades"} onClick={() => setTab("trades")}>
                Trades
              </button>
              <button type="button" role="tab" aria-selected={tab === "holders"} onClick={() => setTab("holders")}>
                Holders
              </button>
              <button type="button" role="tab" aria-selected={tab === "traders"} onClick={() => setTab("traders")}>
                Top traders
              </button>
            </div>
            <div className="tab-panel" role="tabpanel">
              {tab === "trades" ? (
                <TradesTable pairAddress={pairAddress} displayedAddress={shown.address} symbol={shown.symbol} liveTrades={liveTrades} />
              ) : tab === "holders" ? (
                <HoldersTable tokenAddress={shown.address} />
              ) : (
                <TopTradersTable tokenAddress={shown.address} />
              )}
            </div>
          </section>
          <aside className="pair-aside">
            <TradePanel tokenAddress={shown.address} symbol={shown.symbol} latestTrade={liveTrades[0]} />
            <ReactionsBar tokenId={shown.address} />
            <TokenInfo detail={detail} curve={market.curve} />
            <SafetyPanel tokenAddress={shown.address} />
            <PoolFacts pairAddress={pairAddress} priceUsd={market.priceUsd} />
            <WindowStatsTable detail={detail} />
          </aside>
        </>
      )}
    </div>
  );
}
