import { formatUsd } from "../../../shared/format/numbers";
import type { LendingPosition } from "../../../shared/schemas/lending";
import DataTable, { type Column } from "../../components/data-table/DataTable";
import { shortAddress } from "../../format/addresses";
import { formatHealth, formatLiquidationPrice } from "../../format/rates";

const legsOf = (position: LendingPosition, side: "supplied" | "borrowed") =>
  position.legs
    .filter((leg) => Number(leg[side]) > 0)
    .map((leg) => leg.symbol)
    .join(", ") || "—";

/** The table's columns at today's HYPE price (it says which way HYPE must move to liquidate each). */
const columnsAt = (hypePriceUsd: number | null): Column<LendingPosition, never>[] => [
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
  { label: "Liquidated at HYPE", numeric: true, cell: (p) => formatLiquidationPrice(p.liquidationHypePrice, hypePriceUsd) },
];

/** Positions closest to liquidation, lowest health factor first. */
export default function PositionsTable({
  rows,
  hypePriceUsd,
  error,
}: {
  rows: LendingPosition[] | undefined;
  hypePriceUsd: number | null;
  error: string | null;
}) {
  return (
    <DataTable
      label="Positions at risk"
      columns={columnsAt(hypePriceUsd)}
      rows={rows}
      rowKey={(p) => p.user}
      error={error}
      emptyText="No position is below a health factor of 1.1."
    />
  );
}
