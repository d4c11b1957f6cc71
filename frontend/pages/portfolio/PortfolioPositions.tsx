import { Link } from "react-router-dom";
import { changeTone, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { PortfolioPosition, PortfolioResponse } from "../../../shared/schemas/portfolio";
import DataTable, { type Column } from "../../components/data-table/DataTable";
import { formatExactAmount } from "../../format/exact-amount";

const pnl = (value: number | null) => (value === null ? "—" : <span className={changeTone(value)}>{formatUsd(value)}</span>);

const COLUMNS: Column<PortfolioPosition, never>[] = [
  {
    label: "Token",
    cell: (position) => (
      <Link className="list-name" to={`/chart/${position.marketAddress}`} title={position.name}>
        <strong>{position.symbol}</strong>
      </Link>
    ),
  },
  {
    label: "Balance",
    numeric: true,
    optional: true,
    cell: (position) => (
      <span className="mono" data-testid="portfolio-balance">
        {formatExactAmount(position.balance)}
      </span>
    ),
  },
  { label: "Price", numeric: true, optional: true, cell: (position) => formatPrice(position.priceUsd) },
  { label: "Value", numeric: true, cell: (position) => (position.valueUsd === null ? "—" : formatUsd(position.valueUsd)) },
  { label: "Cost", numeric: true, optional: true, cell: (position) => formatUsd(position.costUsd) },
  { label: "Realized PnL", numeric: true, optional: true, cell: (position) => pnl(position.realizedPnlUsd) },
  { label: "Unrealized PnL", numeric: true, cell: (position) => pnl(position.unrealizedPnlUsd) },
];

/** The portfolio's sums, then one row per token, largest value first. */
export default function PortfolioPositions({ portfolio, error }: { portfolio: PortfolioResponse | undefined; error: string | null }) {
  const totals = portfolio?.totals;
  return (
    <>
      {totals !== undefined && portfolio!.positions.length > 0 && (
        <section className="tool-card" aria-label="Portfolio totals">
          <dl className="stat-grid">
            <div>
              <dt>Value</dt>
              <dd>{formatUsd(totals.valueUsd)}</dd>
            </div>
            <div>
              <dt>Cost</dt>
              <dd>{formatUsd(totals.costUsd)}</dd>
            </div>
            <div>
              <dt>Realized PnL</dt>
              <dd className={changeTone(totals.realizedPnlUsd)}>{formatUsd(totals.realizedPnlUsd)}</dd>
            </div>
            <div>
              <dt>Unrealized PnL</dt>
              <dd className={changeTone(totals.unrealizedPnlUsd)}>{formatUsd(totals.unrealizedPnlUsd)}</dd>
            </div>
          </dl>
        </section>
      )}
      <DataTable
        label="Positions"
        columns={COLUMNS}
        rows={portfolio?.positions}
        rowKey={(position) => position.tokenAddress}
        error={error}
        emptyText="No positions yet"
      />
    </>
  );
}
