// How long fetched answers stay fresh and kept (spec 9); frontend/app/data-policy.tsx applies it to SWR.
export const DATA_CACHE = {
  freshMs: 60 * 60_000,
  keptMs: 2 * 60 * 60_000,
  retries: 2,
  refetchOnFocus: false,
  refetchOnMount: true,
  onlineOnly: true,
} as const;

export const SEARCH_CACHE = { freshMs: 30_000, keptMs: 60_000 } as const;

/** SWR keys of token search start with this, so their entries are kept for the search's shorter time. */
export const SEARCH_KEY_PREFIX = "search:";
