import { Link } from "react-router-dom";
import { displayedSide } from "../../../shared/format/displayed-token";
import { formatPercent, formatPrice } from "../../../shared/format/numbers";
import { usePairInfo } from "../../api/pair";
import { useFeedTrades, useLivePairDetail, usePairFeed } from "../../api/use-pair-feed";
import { changeClass } from "../../components/market-tables/ChangeCell";
import ChartPanel from "../../components/pair/ChartPanel";
import { liveMarket } from "../../components/pair/live-market";

type Props = { pairAddress: string; onRemove: () => void };

/** One pair of the side-by-side page: its name, live price and 24 h change over its own live chart. */
export default function MultiChartCell({ pairAddress, onRemove }: Props) {
  const answer = usePairInfo(pairAddress).data;
  const fetched = answer?.ok ? answer.data.pair : null;
  const missing = answer !== undefined && fetched === null;
  const feed = usePairFeed(missing ? null : pairAddress);
  const detail = useLivePairDetail(fetched, feed);
  const newest = useFeedTrades(feed, 1)[0];
  const shown = detail === null ? null : displayedSide(detail);
  const quote = detail === null || shown === null ? null : shown.address === detail.token0Address ? detail.token1Symbol : detail.token0Symbol;
  const name = shown === null ? (missing ? "Pair not found" : "Loading pair…") : `${shown.symbol} / ${quote ?? "Unknown"}`;
  const market = detail === null ? null : liveMarket(detail, newest);
  const change = detail?.stats["24h"].priceChangePercent ?? null;
  return (
    <article className="multi-chart-cell" aria-label={name}>
      <header className="multi-chart-head">
        <h2>
          <Link to={`/chart/${pairAddress}`}>{name}</Link>
        </h2>
        {market !== null && (
          <>
            <span className="numeric">{formatPrice(market.priceUsd)}</span>
            <span className={`numeric ${changeClass(change)}`}>{formatPercent(change)} 24h</span>
          </>
        )}
        <button type="button" className="icon-button icon-button-small multi-chart-remove" aria-label={`Remove ${name}`} onClick={onRemove}>
          <span className="close-icon" aria-hidden="true" />
        </button>
      </header>
      {missing ? (
        <p className="chart-state" role="status">
          Pair not found
        </p>
      ) : (
        <ChartPanel feed={feed} symbols={detail === null ? null : [detail.token0Symbol, detail.token1Symbol]} />
      )}
    </article>
  );
}
