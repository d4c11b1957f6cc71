import { useState } from "react";
import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { LendingMarket } from "../../../shared/schemas/lending";
import DataTable, { type Column, type Sorting } from "../../components/data-table/DataTable";
import { formatRate } from "../../format/rates";

type SortKey = "suppliedUsd" | "borrowedUsd" | "supplyApy" | "borrowApy" | "utilization" | "ltv" | "liquidationThreshold";

const cap = (value: number | null) => (value === null ? "—" : value === 0 ? "None" : formatAmount(value));

/** Every market, sortable by size, yield, utilization and risk settings; a row's symbol opens its market view. */
export default function MarketsTable({
  markets,
  error,
  onOpen,
}: {
  markets: LendingMarket[] | undefined;
  error: string | null;
  onOpen: (reserve: string) => void;
}) {
  const [sorting, setSorting] = useState<Sorting<SortKey>>({ sort: "suppliedUsd", order: "desc" });
  const columns: Column<LendingMarket, SortKey>[] = [
    {
      label: "Asset",
      cell: (market) => (
        <button type="button" className="tool-link link-button" onClick={() => onOpen(market.underlying)}>
          {market.symbol}
        </button>
      ),
    },
    { label: "Supplied", numeric: true, sort: "suppliedUsd", cell: (m) => <Amount tokens={m.supplied} usd={m.suppliedUsd} symbol={m.symbol} /> },
    { label: "Borrowed", numeric: true, sort: "borrowedUsd", cell: (m) => <Amount tokens={m.borrowed} usd={m.borrowedUsd} symbol={m.symbol} /> },
    { label: "Supply APY", numeric: true, sort: "supplyApy", cell: (m) => formatRate(m.supplyApy) },
    { label: "Borrow APY", numeric: true, sort: "borrowApy", cell: (m) => formatRate(m.borrowApy) },
    { label: "Utilization", numeric: true, sort: "utilization", cell: (m) => formatRate(m.utilization) },
    { label: "LTV", numeric: true, sort: "ltv", optional: true, cell: (m) => formatRate(m.ltv) },
    { label: "Liq. threshold", numeric: true, sort: "liquidationThreshold", optional: true, cell: (m) => formatRate(m.liquidationThreshold) },
    { label: "Liq. bonus", numeric: true, optional: true, cell: (m) => formatRate(m.liquidationBonus) },
    { label: "Reserve factor", numeric: true, optional: true, cell: (m) => formatRate(m.reserveFactor) },
    { label: "Supply / borrow cap", numeric: true, optional: true, cell: (m) => `${cap(m.supplyCap)} / ${cap(m.borrowCap)}` },
  ];
  const sorted =
    markets === undefined ? undefined : [...markets].sort((a, b) => ((a[sorting.sort] ?? 0) - (b[sorting.sort] ?? 0)) * (sorting.order === "desc" ? -1 : 1));
  return (
    <DataTable
      label="HyperLend markets"
      columns={columns}
      rows={sorted}
      rowKey={(market) => market.underlying}
      error={error}
      emptyText="This chain has no HyperLend markets."
      sorting={sorting}
      onSort={setSorting}
    />
  );
}

function Amount({ tokens, usd, symbol }: { tokens: string; usd: number | null; symbol: string }) {
  return (
    <span title={`${tokens} ${symbol}`}>
      {formatUsd(usd)}
      <span className="muted small-block">
        {formatAmount(Number(tokens))} {symbol}
      </span>
    </span>
  );
}
