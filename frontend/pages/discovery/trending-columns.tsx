import { formatAmount, formatPrice, formatProgress, formatUsd } from "../../../shared/format/numbers";
import type { TrendingRow, TrendingSort } from "../../../shared/schemas/trending";
import { formatAge } from "../../components/data-table/age";
import type { Column } from "../../components/data-table/DataTable";
import MarketChip from "../../components/market-chip/MarketChip";
import ChangeCell from "../../components/market-tables/ChangeCell";
import { usdOrDash } from "../../components/market-tables/usd-or-dash";
import { safetyColumn } from "../../components/safety/safety-column";
import StarredName from "../../components/watchlist/StarredName";

type TrendingColumn = Column<TrendingRow, TrendingSort>;

/** The token and its market; the row opens the pair page. */
function MarketName({ row }: { row: TrendingRow }) {
  return (
    <span className="list-market">
      <StarredName pairAddress={row.pairAddress} symbol={row.symbol} name={row.name} imageUri={row.imageUri} />
      <span className="list-market-meta">
        <MarketChip protocol={row.protocol} feeTier={null} />
      </span>
    </span>
  );
}

/** Every column of a discovery list, the window's figures labelled with it, ages measured from `nowSeconds`. */
export function trendingColumns(window: string, nowSeconds: number): TrendingColumn[] {
  const columns: TrendingColumn[] = [
    { label: "Token", cell: (row) => <MarketName row={row} /> },
    // Beside the name: the discovery rows are wider than a laptop's screen, and safety is what a trader checks first.
    safetyColumn((row) => row.tokenAddress),
    { label: "Score", numeric: true, sort: "score", cell: (row) => row.score.toFixed(1) },
    { label: "Price", numeric: true, sort: "priceUsd", cell: (row) => formatPrice(row.priceUsd) },
    { label: window, numeric: true, sort: "priceChange", cell: (row) => <ChangeCell value={row.priceChange} /> },
    { label: "Age", numeric: true, sort: "age", cell: (row) => formatAge(row.createdAt, nowSeconds) },
    { label: "Liquidity", numeric: true, sort: "liquidityUsd", cell: (row) => usdOrDash(row.liquidityUsd) },
    { label: "Market cap", numeric: true, sort: "marketCapUsd", cell: (row) => usdOrDash(row.marketCapUsd) },
    { label: `Volume ${window}`, numeric: true, sort: "volumeUsd", cell: (row) => formatUsd(row.volumeUsd) },
    { label: "Volume 24h", numeric: true, sort: "volume24hUsd", optional: true, cell: (row) => formatUsd(row.volume24hUsd) },
    { label: "Traders", numeric: true, sort: "traders", optional: true, cell: (row) => formatAmount(row.traders) },
    { label: "Buys / sells", numeric: true, sort: "txns", optional: true, cell: (row) => `${formatAmount(row.buys)} / ${formatAmount(row.sells)}` },
    {
      label: "Buy pressure",
      numeric: true,
      sort: "buyPressure",
      optional: true,
      cell: (row) => <ChangeCell value={row.buys + row.sells === 0 ? null : row.buyPressure * 100} />,
    },
    { label: "Holders", numeric: true, sort: "holders", optional: true, cell: (row) => (row.holders === null ? "—" : formatAmount(row.holders)) },
    { label: "Curve", numeric: true, sort: "progress", optional: true, cell: (row) => (row.progress === null ? "—" : formatProgress(row.progress)) },
  ];
  // Over 24 h the window's volume is the 24 h volume: one column says it.
  return window === "24h" ? columns.filter((column) => column.sort !== "volume24hUsd") : columns;
}
