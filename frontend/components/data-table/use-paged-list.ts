import { useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { MARKET_LIST_LIMIT } from "../../../shared/schemas/markets";
import { type PagedListSource, useListPage } from "../../api/paged-list";
import { type Filters, filtersOf, pageOf, withParams } from "../filter-bar/list-url";
import type { Sorting } from "./DataTable";

/**
 * A paged list's order, page and the query keys it `passes` to the API (the list filters, say), all kept in the URL so
 * a list can be shared and the back button steps through it, and that page as read by useListPage. `filters` are the
 * list filters among them, for the FilterBar.
 */
export function usePagedList<SortKey extends string, Schema extends z.ZodType>(
  source: PagedListSource<Schema>,
  initial: Sorting<SortKey>,
  refreshMs: number,
  passes: readonly string[] = [],
) {
  const [params, setParams] = useSearchParams();
  const limit = MARKET_LIST_LIMIT.default;
  const named = params.get("sort");
  const sorting: Sorting<SortKey> = named === null ? initial : { sort: named as SortKey, order: params.get("order") === "asc" ? "asc" : "desc" };
  const offset = (pageOf(params) - 1) * limit;
  const asked = new URLSearchParams(passes.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const filters: Filters = filtersOf(asked);
  const { data, error } = useListPage(source, { ...sorting, limit, offset, filters: Object.fromEntries(asked) }, refreshMs);
  return {
    data,
    failed: error !== undefined && data === undefined,
    sorting,
    offset,
    limit,
    filters,
    setOffset: (next: number) => setParams(withParams(params, { page: next === 0 ? null : String(next / limit + 1) })),
    sort: (next: Sorting<SortKey>) => setParams(withParams(params, { sort: next.sort, order: next.order, page: null })),
    filter: (next: Filters) => setParams(withParams(params, { ...next, page: null })),
  };
}
