// A list's state lives in its URL (filters, sort, page), so a filtered list can be shared and the back button steps
// through it.

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

/** The 1-based page in the URL. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
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
