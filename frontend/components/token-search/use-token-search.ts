import { useEffect, useState } from "react";
import useSWR from "swr";
import { SEARCH_BOX_MIN_CHARS, SEARCH_CACHE } from "../../../shared/constants";
import { searchResponseSchema } from "../../../shared/schemas/search";
import type { SearchBoxPair } from "../../../shared/schemas/search";
import { SEARCH_KEY_PREFIX } from "../../api/swr-policy";

const TYPING_PAUSE_MS = 200;

async function searchPairs(key: string): Promise<SearchBoxPair[]> {
  const term = key.slice(SEARCH_KEY_PREFIX.length);
  const response = await fetch(`/api/v1/indexer/search?q=${encodeURIComponent(term)}`);
  if (response.status !== 200) throw new Error("Search failed");
  return searchResponseSchema.parse(await response.json()).pairs;
}

/** Searches once the trimmed input has at least 2 characters and typing pauses. */
export function useTokenSearch(input: string) {
  const term = input.trim();
  const [settledTerm, setSettledTerm] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettledTerm(term), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const active = settledTerm.length >= SEARCH_BOX_MIN_CHARS;
  const { data, error, isLoading } = useSWR(active ? `${SEARCH_KEY_PREFIX}${settledTerm}` : null, searchPairs, {
    dedupingInterval: SEARCH_CACHE.freshMs,
    errorRetryCount: 0,
    keepPreviousData: true,
  });
  const waitingForPause = term !== settledTerm && term.length >= SEARCH_BOX_MIN_CHARS;
  return {
    term: settledTerm,
    active,
    results: data ?? [],
    failed: error !== undefined,
    loading: isLoading || waitingForPause,
  };
}
