import { STAT_WINDOWS, type StatWindow } from "../../../shared/schemas/pair-detail";
import { TRENDING_PAGE, TRENDING_SORTS, type TrendingSort } from "../../../shared/schemas/trending";
import type { Section } from "./discovery-sections";

// The discovery page's state lives in its URL, so a filtered list can be shared and the back button steps through it.

/** The filters a trader sets, as the API names them. */
export const FILTER_KEYS = [
  "minLiquidity",
  "minMarketCap",
  "maxMarketCap",
  "minAgeHours",
  "maxAgeHours",
  "minHolders",
  "minVolume24h",
  "bonded",
  "market",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export function filtersOf(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}

export function windowOf(params: URLSearchParams): StatWindow {
  const window = params.get("window");
  return STAT_WINDOWS.find((known) => known === window) ?? "1h";
}

/** The sort a section's list is in: the URL's when it names one, else the section's own. */
export function sortingOf(params: URLSearchParams, section: Section): { sort: TrendingSort; order: "desc" | "asc" } {
  const sort = TRENDING_SORTS.find((known) => known === params.get("sort"));
  if (sort === undefined) return { sort: section.sort, order: section.order };
  return { sort, order: params.get("order") === "asc" ? "asc" : "desc" };
}

/** The 1-based page in the URL. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The API query of one section: its fixed filters over the trader's, its sort, one page of `limit`. */
export function trendingQuery(section: Section, params: URLSearchParams, limit: number = TRENDING_PAGE.default): string {
  const { sort, order } = sortingOf(params, section);
  const query = new URLSearchParams({ ...filtersOf(params), ...section.fixed, window: windowOf(params), sort, order });
  query.set("limit", String(limit));
  query.set("offset", String((pageOf(params) - 1) * limit));
  return query.toString();
}

/** `params` with `changes` applied (an empty value removes the key). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}
