import { useParams } from "react-router-dom";
import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import { useTrader } from "../../api/trader";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import { formatDateTime } from "../../format/time";
import DailyPnlChart from "./DailyPnlChart";
import TraderSwaps from "./TraderSwaps";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export default function TraderPage() {
  const address = useParams().address ?? "";
  return (
    <section className="page tool-page">
      <PageIntro
        title="Trader"
        subject={{ label: "Wallet", value: address }}
        description="One wallet's trading across every indexed market: volume, realized PnL by day, win rate and its newest swaps."
      />
      {ADDRESS.test(address) ? (
        <TraderAnswer address={address.toLowerCase()} />
      ) : (
        <p className="tool-error" role="alert">
          Not a wallet address: it is 0x and 40 hexadecimal characters.
        </p>
      )}
    </section>
  );
}

function TraderAnswer({ address }: { address: string }) {
  const { data } = useTrader(address);
  if (data === undefined) return <ToolSkeleton sections={["stats", "chart", "swaps"]} what="Reading this wallet's trades" />;
  if (!data.ok) {
    return (
      <p className={data.status === 404 ? "table-state" : "tool-error"} role={data.status === 404 ? "status" : "alert"}>
        {data.status === 404 ? "No trades by this wallet yet." : "Trader unavailable. Please try again."}
      </p>
    );
  }
  return (
    <div className="tool-sections">
      <TraderStats report={data.data} />
      <DailyPnlChart days={data.data.dailyPnl} />
      <TraderSwaps swaps={data.data.swaps} />
    </div>
  );
}

function TraderStats({ report: { analytics } }: { report: TraderResponse }) {
  const stats: [string, string][] = [
    ["Realized PnL", formatUsd(analytics.realizedPnlUsd)],
    ["Volume", formatUsd(analytics.totalVolumeUsd)],
    ["Trades", `${formatAmount(analytics.totalBuys)} buys / ${formatAmount(analytics.totalSells)} sells`],
    ["Win rate", analytics.winRate === null ? "—" : `${analytics.winRate.toFixed(1)}%`],
    ["Tokens traded", formatAmount(analytics.uniqueTokensTraded)],
    ["Net flow", formatUsd(analytics.netFlowUsd)],
    ["First trade", analytics.firstTradeTimestamp === null ? "—" : formatDateTime(analytics.firstTradeTimestamp)],
    ["Last trade", analytics.lastTradeTimestamp === null ? "—" : formatDateTime(analytics.lastTradeTimestamp)],
  ];
  return (
    <section className="tool-card" aria-label="Trader summary">
      <dl className="stat-grid">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={label === "Realized PnL" ? (analytics.realizedPnlUsd >= 0 ? "up" : "down") : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
