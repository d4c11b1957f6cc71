// The lists the API sorts and pages (the market lists, the leaderboard): one page in a chosen order, read again while shown.
import useSWR from "swr";
import type { z } from "zod";
import type { sortOrderSchema } from "../../shared/schemas/markets";
import { apiData } from "./api-client";

/** A sorted, paged list of the API: where it is read and the schema of one page. */
export type PagedListSource<Schema extends z.ZodType> = { path: string; schema: Schema };

/** One page in a chosen order, with the list filters (as the API names them) of a list that offers them. */
export type PageQuery = { sort: string; order: z.infer<typeof sortOrderSchema>; limit: number; offset: number; filters: Record<string, string> };

/** One page, read again every `refreshMs` (the lists move with every block, so they dedupe only within their own interval). */
export function useListPage<Schema extends z.ZodType>(source: PagedListSource<Schema>, page: PageQuery, refreshMs: number) {
  const separator = source.path.includes("?") ? "&" : "?";
  const { filters, ...order } = page;
  const key = `${source.path}${separator}${new URLSearchParams({ ...filters, ...Object.fromEntries(Object.entries(order).map(([name, value]) => [name, String(value)])) })}`;
  return useSWR(key, (url: string) => apiData(url, source.schema), {
    refreshInterval: refreshMs,
    dedupingInterval: refreshMs / 2,
    keepPreviousData: true,
  });
}
