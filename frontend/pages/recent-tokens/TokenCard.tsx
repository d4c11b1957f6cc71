import { Link } from "react-router-dom";
import { formatAmount, formatPercent, formatUsd } from "../../../shared/format/numbers";
import { VOLUME_24H_MULTIPLIER } from "../../../shared/launchpad-token";
import CopyAddress from "../../components/copy-address/CopyAddress";
import CurveProgress from "../../components/curve-progress/CurveProgress";
import { formatAge } from "../../components/data-table/age";
import MarketChip from "../../components/market-chip/MarketChip";
import { changeClass } from "../../components/market-tables/ChangeCell";
import ReactionsBar from "../../components/reactions/ReactionsBar";
import SafetyBadges from "../../components/safety/SafetyBadges";
import TierBadge from "../../components/tier-badge/TierBadge";
import TokenLogo from "../../components/token-search/TokenLogo";
import StarButton from "../../components/watchlist/StarButton";
import { shortAddress } from "../../format/addresses";
import { creatorFilterTier, type TokenWithCreator } from "./token-list-state";

/** `showFilterTier`: the list is filtered by the token list filter's tiers, so each card says its own. */
type Props = { entry: TokenWithCreator; isNew: boolean; nowSeconds: number; showFilterTier: boolean };

/** One launch: what it is, how it trades, who made it and how that creator scores, and its reactions. */
export default function TokenCard({ entry: { token, creator }, isNew, nowSeconds, showFilterTier }: Props) {
  const change = token.price_change_24h;
  const tier = creatorFilterTier(creator);
  return (
    <article
      className={`token-card${isNew ? " token-card-new" : ""}`}
      data-new={isNew || undefined}
      data-tier={tier ?? "unscored"}
      aria-label={`${token.name} (${token.symbol})`}
    >
      <Link className="token-card-head" to={`/chart/${token.id}`}>
        <TokenLogo src={token.image} size={36} />
        <span className="token-card-title">
          <span className="token-card-symbol">{token.symbol}</span>
          <span className="token-card-name">{token.name}</span>
        </span>
        <span className="token-card-age" title="Age">
          {formatAge(token.created_time, nowSeconds)}
        </span>
      </Link>
      <p className="market-line">
        <MarketChip protocol={token.curve.status === "graduated" ? "hyperswap-v2" : "liquidlaunch"} feeTier={null} />
        <CopyAddress address={token.id} of={`${token.symbol} token`} />
        <StarButton pair={token.id} symbol={token.symbol} />
      </p>
      <dl className="token-card-stats">
        <div>
          <dt>MCap</dt>
          <dd>{formatUsd(token.marketcap)}</dd>
        </div>
        <div>
          <dt>Vol 24h</dt>
          <dd>{formatUsd(token.volume / VOLUME_24H_MULTIPLIER)}</dd>
        </div>
        <div>
          <dt>24h</dt>
          <dd className={changeClass(change)}>{formatPercent(change)}</dd>
        </div>
        <div>
          <dt>Holders</dt>
          <dd>{formatAmount(token.holder_count)}</dd>
        </div>
        <div>
          <dt>Txns</dt>
          <dd>
            <span className="up">{formatAmount(token.buy_count)}</span>/<span className="down">{formatAmount(token.sell_count)}</span>
          </dd>
        </div>
        <div>
          <dt>Liquidity</dt>
          <dd>{formatUsd(token.liquidity)}</dd>
        </div>
      </dl>
      <CurveProgress curve={token.curve} />
      <SafetyBadges token={token.id} safety={{ ...token.safety, top10Share: token.holder_count > 0 ? token.holder_top / token.holder_count : 0 }} />
      <div className="token-card-creator">
        <span className="muted">by</span>
        <span className="mono" title={token.creator}>
          {shortAddress(token.creator)}
        </span>
        {creator === null ? (
          <span className="muted">unscored</span>
        ) : (
          <>
            <TierBadge score={creator.confidenceScore} />
            {showFilterTier && (
              <span className="type-chip" title="Confidence filter tier">
                {tier}
              </span>
            )}
          </>
        )}
        {!token.is_active && <span className="inactive-chip">{token.inactive_reason ?? "Inactive"}</span>}
      </div>
      <ReactionsBar tokenId={token.id} />
    </article>
  );
}
