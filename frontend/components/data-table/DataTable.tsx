import type { ReactNode } from "react";

export type Column<Row, SortKey extends string> = {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Set when the list can be sorted by this column. */
  sort?: SortKey;
  /** Hidden on phones. */
  optional?: boolean;
};

export type Sorting<SortKey extends string> = { sort: SortKey; order: "desc" | "asc" };

type Props<Row, SortKey extends string> = {
  label: string;
  columns: Column<Row, SortKey>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The failure to show instead of rows. */
  error: string | null;
  emptyText: string;
  sorting?: Sorting<SortKey>;
  onSort?: (sorting: Sorting<SortKey>) => void;
  rowClassName?: (row: Row) => string;
};

/** Placeholder rows while the first answer loads, keyed by position (they have no identity of their own). */
const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => `skeleton-${index}`);

/** A dense list table: skeleton rows while loading, the empty and error states, sortable headers. */
export default function DataTable<Row, SortKey extends string>(props: Props<Row, SortKey>) {
  const { columns, rows, sorting, onSort } = props;
  const cellClass = (column: Column<Row, SortKey>) => [column.numeric ? "numeric" : "", column.optional ? "optional" : ""].join(" ").trim();
  const header = (column: Column<Row, SortKey>) => {
    if (column.sort === undefined || sorting === undefined || onSort === undefined) return column.label;
    const active = sorting.sort === column.sort;
    const next = active && sorting.order === "desc" ? "asc" : "desc";
    return (
      <button type="button" className="sort-button" onClick={() => onSort({ sort: column.sort!, order: next })}>
        {column.label}
        <span aria-hidden="true">{active ? (sorting.order === "desc" ? " ▼" : " ▲") : ""}</span>
      </button>
    );
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and a keyboard scrolls it once focused
    <div className="list-table-scroll" role="region" aria-label={`${props.label}, scrollable`} tabIndex={0}>
      <table className="list-table" aria-label={props.label} aria-busy={rows === undefined && props.error === null}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                className={cellClass(column)}
                aria-sort={
                  sorting !== undefined && sorting.sort === column.sort && column.sort !== undefined
                    ? sorting.order === "desc"
                      ? "descending"
                      : "ascending"
                    : undefined
                }
              >
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.error !== null ? (
            <StateRow columns={columns.length} text={props.error} role="alert" />
          ) : rows === undefined ? (
            SKELETON_ROWS.map((key) => (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row holds nothing focusable; the rule counts every row as focusable
              <tr key={key} className="skeleton-row" aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.label} className={cellClass(column)}>
                    <span className="skeleton-bar" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <StateRow columns={columns.length} text={props.emptyText} role="status" />
          ) : (
            rows.map((row) => (
              <tr key={props.rowKey(row)} className={props.rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.label} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function StateRow({ columns, text, role }: { columns: number; text: string; role: "alert" | "status" }) {
  return (
    <tr className="state-row">
      <td colSpan={columns} role={role}>
        {text}
      </td>
    </tr>
  );
}
