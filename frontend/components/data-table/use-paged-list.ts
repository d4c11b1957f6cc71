import { useState } from "react";
import type { z } from "zod";
import { MARKET_LIST_LIMIT } from "../../../shared/schemas/markets";
import { type PagedListSource, useListPage } from "../../api/paged-list";
import type { Sorting } from "./DataTable";

/** A paged list's chosen order and page, and that page as read by useListPage. */
export function usePagedList<SortKey extends string, Schema extends z.ZodType>(source: PagedListSource<Schema>, initial: Sorting<SortKey>, refreshMs: number) {
  const [sorting, setSorting] = useState(initial);
  const [offset, setOffset] = useState(0);
  const { data, error } = useListPage(source, { ...sorting, limit: MARKET_LIST_LIMIT.default, offset }, refreshMs);
  return {
    data,
    failed: error !== undefined && data === undefined,
    sorting,
    offset,
    limit: MARKET_LIST_LIMIT.default,
    setOffset,
    sort: (next: Sorting<SortKey>) => {
      setSorting(next);
      setOffset(0);
    },
  };
}
