import type { ListSafety } from "../../../shared/schemas/token-safety";
import type { Column } from "../data-table/DataTable";
import SafetyBadges from "./SafetyBadges";

/** A dense list's "Safety" column: the row's token's compact chips, each opening the wallets behind it. */
export function safetyColumn<Row extends { safety: ListSafety }, SortKey extends string>(tokenOf: (row: Row) => string): Column<Row, SortKey> {
  return { label: "Safety", cell: (row) => <SafetyBadges token={tokenOf(row)} safety={row.safety} compact /> };
}
