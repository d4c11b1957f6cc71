import type { LendingPosition } from "../../../shared/schemas/lending";
import DataTable, { type Column } from "../../components/data-table/DataTable";
import { shortAddress } from "../../format/addresses";
import { formatPrice, formatUsd } from "../../format/numbers";
import { formatHealth } from "../../format/rates";

const legsOf = (position: LendingPosition, side: "supplied" | "borrowed") =>
  position.legs
    .filter((leg) => Number(leg[side]) > 0)
    .map((leg) => leg.symbol)
    .join(", ") || "—";

const columns: Column<LendingPosition, never>[] = [
  {
    label: "Wallet",
    cell: (p) => (
      <span className="mono" title={p.user}>
        {shortAddress(p.user)}
      </span>
    ),
  },
  {
    label: "Health factor",
    numeric: true,
    cell: (p) => <span className={p.healthFactor !== null && p.healthFactor < 1 ? "down" : ""}>{formatHealth(p.healthFactor)}</span>,
  },
  { label: "Collateral", numeric: true, cell: (p) => `${formatUsd(p.collateralUsd)} ${legsOf(p, "supplied")}` },
  { label: "Debt", numeric: true, cell: (p) => `${formatUsd(p.debtUsd)} ${legsOf(p, "borrowed")}` },
  { label: "Liquidated at HYPE", numeric: true, cell: (p) => (p.liquidationHypePrice === null ? "—" : formatPrice(p.liquidationHypePrice)) },
];

/** Positions closest to liquidation, lowest health factor first. */
export default function PositionsTable({ rows, error }: { rows: LendingPosition[] | undefined; error: string | null }) {
  return (
    <DataTable
      label="Positions at risk"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.user}
      error={error}
      emptyText="No position is below a health factor of 1.1."
    />
  );
}
