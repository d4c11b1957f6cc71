import { useEffect, useState } from "react";
import { usePairSearch } from "../../api/search";

export const SEARCH_BOX_MIN_CHARS = 2;

const TYPING_PAUSE_MS = 200;

/** Searches once the trimmed input has at least 2 characters and typing pauses. */
export function useTokenSearch(input: string) {
  const term = input.trim();
  const [settledTerm, setSettledTerm] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettledTerm(term), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const active = settledTerm.length >= SEARCH_BOX_MIN_CHARS;
  const { data, error, isLoading } = usePairSearch(active ? settledTerm : null);
  const waitingForPause = term !== settledTerm && term.length >= SEARCH_BOX_MIN_CHARS;
  return {
    term: settledTerm,
    active,
    results: data ?? [],
    failed: error !== undefined,
    loading: isLoading || waitingForPause,
  };
}
