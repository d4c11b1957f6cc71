import { STAT_WINDOWS, type StatWindow } from "../../../shared/schemas/pair-detail";
import { TRENDING_PAGE, TRENDING_SORTS, type TrendingSort } from "../../../shared/schemas/trending";
import { filtersOf, pageOf } from "../../components/filter-bar/list-url";
import type { Section } from "./discovery-sections";

// The discovery page's state lives in its URL, so a filtered list can be shared and the back button steps through it.

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

/** The API query of one section: its fixed filters over the trader's, its sort, one page of `limit`. */
export function trendingQuery(section: Section, params: URLSearchParams, limit: number = TRENDING_PAGE.default): string {
  const { sort, order } = sortingOf(params, section);
  const query = new URLSearchParams({ ...filtersOf(params), ...section.fixed, window: windowOf(params), sort, order });
  query.set("limit", String(limit));
  query.set("offset", String((pageOf(params) - 1) * limit));
  return query.toString();
}
