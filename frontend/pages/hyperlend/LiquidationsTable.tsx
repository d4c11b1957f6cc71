import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { LendingLiquidations } from "../../../shared/schemas/lending";
import DataTable, { type Column } from "../../components/data-table/DataTable";
import { shortAddress } from "../../format/addresses";
import { formatRate } from "../../format/rates";
import { formatDateTime } from "../../format/time";

type Liquidation = LendingLiquidations["liquidations"][number];

const columns: Column<Liquidation, never>[] = [
  { label: "When", cell: (row) => <span title={`block ${row.block}`}>{formatDateTime(row.timestamp)}</span> },
  {
    label: "Borrower",
    cell: (row) => (
      <span className="mono" title={row.user}>
        {shortAddress(row.user)}
      </span>
    ),
  },
  {
    label: "Collateral seized",
    numeric: true,
    cell: (row) => (
      <span title={`${row.collateralSeized} ${row.collateralSymbol}`}>
        {formatAmount(Number(row.collateralSeized))} {row.collateralSymbol} <span className="muted">{formatUsd(row.collateralSeizedUsd)}</span>
      </span>
    ),
  },
  {
    label: "Debt repaid",
    numeric: true,
    cell: (row) => (
      <span title={`${row.debtRepaid} ${row.debtSymbol}`}>
        {formatAmount(Number(row.debtRepaid))} {row.debtSymbol} <span className="muted">{formatUsd(row.debtRepaidUsd)}</span>
      </span>
    ),
  },
  { label: "Bonus", numeric: true, optional: true, cell: (row) => formatRate(row.bonus) },
  {
    label: "Liquidator",
    optional: true,
    cell: (row) => (
      <span className="mono" title={row.liquidator}>
        {shortAddress(row.liquidator)}
      </span>
    ),
  },
  { label: "Block", numeric: true, optional: true, cell: (row) => <span title={row.transactionHash}>{row.block}</span> },
];

/** The newest liquidations. */
export default function LiquidationsTable({ rows, error }: { rows: Liquidation[] | undefined; error: string | null }) {
  return (
    <DataTable
      label="Recent liquidations"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.transactionHash}-${row.user}-${row.block}`}
      error={error}
      emptyText="No position has been liquidated yet."
    />
  );
}
