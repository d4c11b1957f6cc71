import type { ReactNode } from "react";
import { formatAmount, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { MarketToken } from "../../../shared/schemas/markets";
import { useLqscanToken } from "../../api/market-lists";
import { usePairFeed } from "../../api/use-pair-feed";
import CopyAddress from "../../components/copy-address/CopyAddress";
import CurveProgress from "../../components/curve-progress/CurveProgress";
import MarketChip from "../../components/market-chip/MarketChip";
import ChangeCell from "../../components/market-tables/ChangeCell";
import { usdOrDash } from "../../components/market-tables/usd-or-dash";
import PageIntro from "../../components/page-intro/PageIntro";
import ChartPanel from "../../components/pair/ChartPanel";
import HoldersTable from "../../components/pair/HoldersTable";
import TokenLogo from "../../components/token-search/TokenLogo";

export default function LqscanPage() {
  const { data, error } = useLqscanToken();
  const token = data?.token ?? null;
  const feed = usePairFeed(token?.pairAddress ?? null);
  return (
    <section className="page list-page">
      <PageIntro title="$LQSCAN" description="LQScan's own token: its live chart, its market figures and its largest holders." />
      {error !== undefined ? (
        <p className="list-error" role="alert">
          The $LQSCAN token could not be loaded. Please try again.
        </p>
      ) : data === undefined ? (
        <div className="lqscan-stats" aria-busy="true">
          <span className="skeleton-bar" />
        </div>
      ) : token === null ? (
        <p className="list-empty" role="status">
          No $LQSCAN token on this chain yet. Once its contract is live, set LQSCAN_TOKEN to its address.
        </p>
      ) : (
        <>
          {data.source === "most-traded" && <p className="list-meta">The devnet has no $LQSCAN: shown here is its most traded launch of the last 24 hours.</p>}
          <TokenStats token={token} />
          {token.pairAddress !== null && (
            <div className="lqscan-chart">
              <ChartPanel feed={feed} />
            </div>
          )}
          <section className="lqscan-holders" aria-label="Holders">
            <h2>Holders</h2>
            <HoldersTable tokenAddress={token.address} />
          </section>
        </>
      )}
    </section>
  );
}

function TokenStats({ token }: { token: MarketToken }) {
  const stats: [string, ReactNode][] = [
    ["Price", formatPrice(token.priceUsd)],
    ["24h", <ChangeCell key="change" value={token.priceChange24h} />],
    ["Market cap", usdOrDash(token.marketCapUsd)],
    ["Volume 24h", formatUsd(token.volume24hUsd)],
    ["Txns 24h", formatAmount(token.buys24h + token.sells24h)],
    ["Supply", token.circulatingSupply === null ? "—" : formatAmount(Number(token.circulatingSupply))],
  ];
  return (
    <div className="lqscan-stats">
      <div className="lqscan-title">
        <TokenLogo src={token.imageUri} size={40} />
        <div>
          <h2>
            {token.symbol} <span className="muted">{token.name}</span>
          </h2>
          <p className="market-line">
            {token.pairProtocol !== null && <MarketChip protocol={token.pairProtocol} feeTier={token.pairFeeTier} />}
            <CopyAddress address={token.address} of={`${token.symbol} token`} />
          </p>
        </div>
      </div>
      <dl className="stat-grid">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {token.curve !== null && (
        <div className="lqscan-curve">
          <CurveProgress curve={token.curve} pairAddress={token.pairAddress ?? undefined} />
        </div>
      )}
    </div>
  );
}
