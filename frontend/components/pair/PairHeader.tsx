import { Link } from "react-router-dom";
import { displayedSide } from "../../../shared/format/displayed-token";
import { feePercent } from "../../../shared/format/market";
import { formatPercent, formatPrice, formatProgress, formatUsd } from "../../../shared/format/numbers";
import { type PairDetail, STAT_WINDOWS } from "../../../shared/schemas/pair-detail";
import { chartSetPath } from "../../app/chart-set";
import CopyAddress from "../copy-address/CopyAddress";
import { CurveBar } from "../curve-progress/CurveProgress";
import { changeClass } from "../market-tables/ChangeCell";
import ShareButton from "../share/ShareButton";
import TokenLogo from "../token-search/TokenLogo";
import AlertButton from "../watchlist/AlertButton";
import StarButton from "../watchlist/StarButton";
import type { LiveMarket } from "./live-market";

const PROTOCOL_LABEL: Record<PairDetail["protocol"], string> = {
  liquidlaunch: "LiquidLaunch",
  "hyperswap-v2": "HyperSwap V2",
  "hyperswap-v3": "HyperSwap V3",
};

/** Symbols, price and the pair's numbers at a glance: changes per window, liquidity, market cap, volume, buys and sells, holders. */
type Props = { detail: PairDetail; market: LiveMarket /** The terminal has its own page title. */; titleLevel?: 1 | 2 };

export default function PairHeader({ detail, market, titleLevel = 1 }: Props) {
  const Title = titleLevel === 1 ? "h1" : "h2";
  const shown = displayedSide(detail);
  const other = shown.address === detail.token0Address ? detail.token1Symbol : detail.token0Symbol;
  return (
    <header className="pair-header">
      <div className="pair-title">
        <TokenLogo src={detail.tokenImageUri} size={32} />
        <div className="pair-names">
          <Title className="pair-symbols">
            {shown.symbol} <span className="pair-quote">/ {other ?? "Unknown"}</span>
          </Title>
          <p className="pair-subtitle">
            <span>{shown.name}</span>
            <span className="pair-protocol">
              {PROTOCOL_LABEL[detail.protocol]}
              {detail.protocol === "hyperswap-v3" && detail.feeTier !== null && ` ${feePercent(detail.feeTier)}`}
            </span>
            <CopyAddress address={detail.pairAddress} of={`${shown.symbol} pair`} />
            <ShareButton pairAddress={detail.pairAddress} title={`${shown.symbol} / ${other ?? "Unknown"}`} />
            <Link className="button button-outline pair-share" to={chartSetPath([detail.pairAddress.toLowerCase()])}>
              Compare
            </Link>
          </p>
        </div>
        <div className="pair-actions">
          <StarButton pair={detail.pairAddress} symbol={shown.symbol} />
          <AlertButton pair={detail.pairAddress} symbol={shown.symbol} onCurve={market.curve !== null && market.curve.status !== "graduated"} />
        </div>
        {/* Keyed by the price, so each new price replays the flash. */}
        {/* An output, so its label reaches assistive technology; not a live region, or every trade would be read out. */}
        <output key={formatPrice(market.priceUsd)} className="pair-price numeric" aria-label="Price" aria-live="off">
          {formatPrice(market.priceUsd)}
        </output>
      </div>
      <dl className="pair-stats">
        {STAT_WINDOWS.map((window) => (
          <div key={window} className="stat">
            <dt>{window}</dt>
            <dd className={`stat-value ${changeClass(detail.stats[window].priceChangePercent)}`}>{formatPercent(detail.stats[window].priceChangePercent)}</dd>
          </div>
        ))}
        <div className="stat">
          <dt>Liquidity</dt>
          <dd className="stat-value">{formatUsd(detail.liquidityUsd)}</dd>
        </div>
        <div className="stat">
          <dt>MCap</dt>
          <dd className="stat-value">{formatUsd(market.mcapUsd)}</dd>
        </div>
        <div className="stat">
          <dt>Vol 24h</dt>
          <dd className="stat-value">{formatUsd(detail.stats["24h"].volumeUsd)}</dd>
        </div>
        <div className="stat">
          <dt>Txns 24h</dt>
          <dd className="stat-value">
            <span className="up" title="Buys">
              {detail.stats["24h"].buys.toLocaleString("en-US")}
            </span>
            {" / "}
            <span className="down" title="Sells">
              {detail.stats["24h"].sells.toLocaleString("en-US")}
            </span>
          </dd>
        </div>
        {market.curve !== null && (
          <div className="stat">
            <dt>Curve</dt>
            <dd className="stat-value stat-curve">
              {market.curve.status === "graduated" ? (
                <span className="curve-chip curve-chip-graduated">Graduated</span>
              ) : (
                <>
                  <CurveBar curve={market.curve} />
                  {formatProgress(market.curve.progress)}
                </>
              )}
            </dd>
          </div>
        )}
        <div className="stat">
          <dt>Holders</dt>
          <dd className="stat-value">{detail.holdersCount === null ? "—" : detail.holdersCount.toLocaleString("en-US")}</dd>
        </div>
      </dl>
    </header>
  );
}
