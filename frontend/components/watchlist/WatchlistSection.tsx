import { formatPrice, formatProgress } from "../../../shared/format/numbers";
import type { WatchedMarket } from "../../../shared/schemas/watchlist";
import { useWatchedMarkets } from "../../api/watchlist";
import DataTable, { type Column } from "../data-table/DataTable";
import ChangeCell from "../market-tables/ChangeCell";
import { usdOrDash } from "../market-tables/usd-or-dash";
import AlertsList from "./AlertsList";
import StarredName from "./StarredName";
import { useWatchlist } from "./watchlist-context";

const COLUMNS: Column<WatchedMarket, never>[] = [
  {
    label: "Token",
    cell: (row) => <StarredName pairAddress={row.pairAddress} symbol={row.symbol} name={row.name} imageUri={row.imageUri} />,
  },
  { label: "Price", numeric: true, cell: (row) => formatPrice(row.priceUsd) },
  { label: "24h", numeric: true, cell: (row) => <ChangeCell value={row.priceChange24h} /> },
  { label: "Market cap", numeric: true, cell: (row) => usdOrDash(row.marketCapUsd) },
  {
    label: "Curve",
    numeric: true,
    optional: true,
    cell: (row) => (row.curve === null ? "—" : row.curve.status === "graduated" ? "Graduated" : formatProgress(row.curve.progress)),
  },
];

/** The discovery home's watchlist: each starred market's price, 24h change and market cap, and the trader's alerts. */
export default function WatchlistSection() {
  const { pairs, error: changeError } = useWatchlist();
  const { data, error } = useWatchedMarkets(pairs, 10_000);
  return (
    <section className="discovery-section watchlist-section" aria-labelledby="section-watchlist">
      <div className="list-toolbar">
        <div>
          <h2 id="section-watchlist">Watchlist</h2>
          <p className="page-note">The tokens you starred, with their price, 24 h change and market cap.</p>
        </div>
      </div>
      {changeError !== undefined && (
        <p className="form-error" role="alert">
          {changeError}
        </p>
      )}
      {pairs.length === 0 ? (
        <p className="empty-state">Star a token to follow it here.</p>
      ) : (
        <DataTable
          label="Watchlist"
          columns={COLUMNS}
          rows={data?.markets}
          rowKey={(row) => row.pairAddress}
          error={error !== undefined && data === undefined ? `Your watchlist could not be loaded: ${error.message}` : null}
          emptyText="None of your starred tokens is indexed yet"
        />
      )}
      <AlertsList />
    </section>
  );
}
