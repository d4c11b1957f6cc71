import { useState } from "react";
import useSWR from "swr";
import type { z } from "zod";
import { MARKET_LIST_LIMIT } from "../../../shared/constants";
import { apiData } from "../../api/api-client";
import type { Sorting } from "./DataTable";

/**
 * One page of a sorted API list in the chosen order, read again every `refreshMs` while shown (the
 * lists move with every block, so they dedupe only within their own interval).
 */
export function usePagedList<SortKey extends string, Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  initial: Sorting<SortKey>,
  refreshMs: number,
) {
  const [sorting, setSorting] = useState(initial);
  const [offset, setOffset] = useState(0);
  const separator = path.includes("?") ? "&" : "?";
  const key = `${path}${separator}sort=${sorting.sort}&order=${sorting.order}&limit=${MARKET_LIST_LIMIT.default}&offset=${offset}`;
  const { data, error } = useSWR(key, (url: string) => apiData(url, schema), {
    refreshInterval: refreshMs,
    dedupingInterval: refreshMs / 2,
    keepPreviousData: true,
  });
  return {
    data: data as z.output<Schema> | undefined,
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
