import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import { VOLUME_24H_MULTIPLIER } from "../../../shared/launchpad-token";
import type { CreatorScore, LeaderboardSort } from "../../../shared/schemas/leaderboard";
import { LEADERBOARD } from "../../api/launchpad-lists";
import { formatAge } from "../../components/data-table/age";
import type { Column, Sorting } from "../../components/data-table/DataTable";
import PagedTable from "../../components/data-table/PagedTable";
import { usePagedList } from "../../components/data-table/use-paged-list";
import PageIntro from "../../components/page-intro/PageIntro";
import TierBadge from "../../components/tier-badge/TierBadge";
import { shortAddress } from "../../format/addresses";
import { formatClock } from "../../format/time";
import CreatorTokens from "./CreatorTokens";

/** Scores are recomputed every five minutes; a minute's staleness is plenty. */
const REFRESH_MS = 60_000;
const INITIAL_SORT: Sorting<LeaderboardSort> = { sort: "confidenceScore", order: "desc" };

function columns(nowSeconds: number): Column<CreatorScore, LeaderboardSort>[] {
  return [
    { label: "#", numeric: true, cell: (creator) => creator.rank },
    {
      label: "Creator",
      cell: (creator) => (
        <span className="mono" title={creator.walletAddress}>
          {creator.username ?? shortAddress(creator.walletAddress)}
        </span>
      ),
    },
    { label: "Confidence", sort: "confidenceScore", cell: (creator) => <TierBadge score={creator.confidenceScore} /> },
    { label: "Success", numeric: true, sort: "successRate", optional: true, cell: (creator) => `${creator.successRate.toFixed(0)}%` },
    { label: "Tokens", sort: "totalTokens", cell: (creator) => <CreatorTokens principal={creator.walletAddress} count={creator.totalTokens} /> },
    { label: "Active", numeric: true, sort: "activeTokens", optional: true, cell: (creator) => creator.activeTokens },
    { label: "Volume", numeric: true, sort: "totalVolume", cell: (creator) => formatUsd(creator.totalVolume / VOLUME_24H_MULTIPLIER) },
    { label: "Holders", numeric: true, sort: "totalHolders", optional: true, cell: (creator) => formatAmount(creator.totalHolders) },
    { label: "Trades", numeric: true, sort: "totalTrades", optional: true, cell: (creator) => formatAmount(creator.totalTrades) },
    { label: "Gen. MCap", numeric: true, sort: "generatedMarketcapUSD", optional: true, cell: (creator) => formatUsd(creator.generatedMarketcapUSD) },
    { label: "Last launch", numeric: true, sort: "lastTokenCreated", optional: true, cell: (creator) => formatAge(creator.lastTokenCreated, nowSeconds) },
  ];
}

/**
 * How the Guide's score is calibrated (the spec gives its weights, not its scales): each part but the
 * success rate is the creator's standing among every scored creator.
 */
function ScoreCalibration({ creators }: { creators: number | null }) {
  const among = creators === null ? "all scored creators" : `all ${creators.toLocaleString("en-US")} scored creators`;
  return (
    <p className="page-note">
      How confidence is scored: the success rate (the share of a creator's tokens still trading) counts 33%. Volume (33%), holders (15%), generated market cap
      (15%) and trades (4%) each score where the creator stands among {among}: the top figure scores 100, the middle one 50. A flawless top creator is
      Legendary, a flawless middling one Neutral, and a creator whose tokens died loses the success third and sinks toward Scam.
    </p>
  );
}

export default function LeaderboardPage() {
  const list = usePagedList(LEADERBOARD, INITIAL_SORT, REFRESH_MS);
  const computedAt = list.data?.computedAt ?? null;
  return (
    <section className="page list-page">
      <PageIntro
        title="Creator Leaderboard"
        description="Token creators on LiquidLaunch ranked by confidence score, built from their success rate, trading volume, holders, generated market cap and trades. The Guide in the LiquidLaunch menu explains the tiers."
      />
      <p className="list-meta">{computedAt === null ? "Scores are computed every five minutes." : `Scores as of ${formatClock(computedAt)}`}</p>
      <ScoreCalibration creators={list.data?.total ?? null} />
      <PagedTable
        label="Creators"
        columns={columns(Math.floor(Date.now() / 1000))}
        rows={list.data?.creators}
        rowKey={(creator) => creator.principal}
        errorText="The leaderboard could not be loaded. Please try again."
        emptyText="No creators scored yet"
        list={list}
        total={list.data?.total}
      />
    </section>
  );
}
