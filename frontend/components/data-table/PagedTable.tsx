import DataTable, { type Column, type Sorting } from "./DataTable";
import Pager from "./Pager";

type PagedList<SortKey extends string> = {
  failed: boolean;
  sorting: Sorting<SortKey>;
  sort: (sorting: Sorting<SortKey>) => void;
  offset: number;
  limit: number;
  setOffset: (offset: number) => void;
};

type Props<Row, SortKey extends string> = {
  label: string;
  columns: Column<Row, SortKey>[];
  list: PagedList<SortKey>;
  rows: Row[] | undefined;
  total: number | undefined;
  rowKey: (row: Row) => string;
  errorText: string;
  emptyText: string;
};

/** A sortable list table over usePagedList, with its pager underneath. */
export default function PagedTable<Row, SortKey extends string>({ list, total, errorText, ...table }: Props<Row, SortKey>) {
  return (
    <>
      <DataTable {...table} error={list.failed ? errorText : null} sorting={list.sorting} onSort={list.sort} />
      <Pager offset={list.offset} limit={list.limit} total={total ?? 0} onOffset={list.setOffset} />
    </>
  );
}
