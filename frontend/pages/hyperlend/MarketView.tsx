import { formatPrice, formatUsd } from "../../../shared/format/numbers";
import { useLendingMarket } from "../../api/lending";
import { formatRate } from "../../format/rates";
import RateCurve from "./RateCurve";
import RateHistoryChart from "./RateHistoryChart";

/** One market: its figures, its rate history and its interest-rate curve with the what-if. */
export default function MarketView({ reserve, onClose }: { reserve: string; onClose: () => void }) {
  const { data } = useLendingMarket(reserve);
  if (data === undefined) return <p className="tool-card muted">Loading the market…</p>;
  if (!data.ok) {
    return (
      <p className="tool-error" role="alert">
        {data.status === 404 ? "There is no HyperLend market for this asset." : "The market could not be loaded. The page tries again in a few seconds."}
      </p>
    );
  }
  const { market, history, curve } = data.data;
  return (
    <article className="tool-card lending-market" aria-label={`${market.symbol} market`}>
      <header className="lending-market-head">
        <h2>{market.symbol} market</h2>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </header>
      <dl className="tool-facts">
        <dt>Price</dt>
        <dd>{formatPrice(market.priceUsd)}</dd>
        <dt>Supplied</dt>
        <dd>{formatUsd(market.suppliedUsd)}</dd>
        <dt>Borrowed</dt>
        <dd>{formatUsd(market.borrowedUsd)}</dd>
        <dt>Supply APY</dt>
        <dd>{formatRate(market.supplyApy)}</dd>
        <dt>Borrow APY</dt>
        <dd>{formatRate(market.borrowApy)}</dd>
        <dt>Utilization</dt>
        <dd>{formatRate(market.utilization)}</dd>
      </dl>
      <h3>Rates over the last week</h3>
      <RateHistoryChart symbol={market.symbol} points={history} />
      <h3>Interest-rate curve</h3>
      {curve === null ? <p className="muted">The rate strategy could not be read from the chain.</p> : <RateCurve market={market} curve={curve} />}
    </article>
  );
}
