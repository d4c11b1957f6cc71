import { useEffect, useMemo, useReducer, useRef } from "react";
import { CREATOR_PERFORMANCE_TTL_SECONDS } from "../../../shared/creator-performance";
import { toCheckedToken } from "../../../shared/launchpad-token";
import type { DisplayedToken, ServerToken } from "../../../shared/schemas/launchpad";
import { useCachedData, useNewestTokens, useOlderTokens, useTopCreators } from "../../api/launchpad-lists";
import { type ConfidenceFilter, initialTokenListState, mergeTokens, tokenListReducer } from "./token-list-state";

export const NEW_TOKEN_HIGHLIGHT_MS = 3000;

/** New launches appear within this long; the older page changes more slowly. */
const NEWEST_REFRESH_MS = 4000;
const OLDER_REFRESH_MS = 15_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const displayed = (tokens: ServerToken[]): DisplayedToken[] => tokens.map((token) => toCheckedToken(token, null, nowSeconds()));

/**
 * The recent-tokens list of spec 4: cached data preloads it, the newest and older lists are polled,
 * each change is processed with the creators' performance, and new arrivals are highlighted for 3 s.
 * With list filters (`filters`, a query string), both lists are the filtered ones and the unfiltered cache is not used.
 */
export function useTokenList(filters: string) {
  const [state, dispatch] = useReducer(tokenListReducer, initialTokenListState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const cached = useCachedData();
  const newest = useNewestTokens(NEWEST_REFRESH_MS, filters);
  const older = useOlderTokens(OLDER_REFRESH_MS, filters);
  // Spec 9: creator performance is cached for 300 s.
  const creators = useTopCreators(CREATOR_PERFORMANCE_TTL_SECONDS * 1000);
  const newestList = useMemo(() => newest.data && displayed(newest.data), [newest.data]);
  const olderList = useMemo(() => older.data && displayed(older.data), [older.data]);

  // Preloading fills the lists until the first processing; it never replaces processed tokens.
  const preload = filters === "" ? cached.data : undefined;
  useEffect(() => {
    if (preload && stateRef.current.lastUpdated === null) {
      dispatch({ type: "preloaded", newest: displayed(preload.newestTokens), older: displayed(preload.recentTokens) });
    }
  }, [preload]);

  useEffect(() => {
    if (newestList) dispatch({ type: "newestLoaded", tokens: newestList });
  }, [newestList]);
  useEffect(() => {
    if (olderList) dispatch({ type: "olderLoaded", tokens: olderList });
  }, [olderList]);

  // Processing, once both lists and the creators have answered, and again on every change:
  // merge, pair each token with its creator's performance, then mark the first load done.
  const settled = [newest, older, creators].every((result) => result.data !== undefined || result.error !== undefined);
  useEffect(() => {
    if (!settled || (newestList === undefined && olderList === undefined)) return;
    dispatch({ type: "processingStarted" });
    try {
      if (creators.data === undefined) throw new Error("creators unavailable");
      const byCreator = creators.data;
      const merged = mergeTokens(newestList ?? stateRef.current.newestTokens, olderList ?? stateRef.current.olderTokens);
      const combined = merged.map((token) => ({ token, creator: byCreator.get(token.creator.toLowerCase()) ?? null }));
      dispatch({ type: "processed", combined, at: Date.now() });
    } catch {
      dispatch({ type: "processingFailed" });
    }
  }, [settled, newestList, olderList, creators.data]);

  // A list that keeps failing says so again after the other list's answer or a processing cleared it.
  const { lastUpdated } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the other list and lastUpdated are what clears the error, so they re-raise it
  useEffect(() => {
    if (newest.error) dispatch({ type: "newestFailed" });
  }, [newest.error, olderList, lastUpdated]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the other list and lastUpdated are what clears the error, so they re-raise it
  useEffect(() => {
    if (older.error) dispatch({ type: "olderFailed" });
  }, [older.error, newestList, lastUpdated]);

  const { initialLoad, newTokenIds } = state;
  useEffect(() => {
    if (initialLoad && lastUpdated !== null) dispatch({ type: "initialLoadDone" });
  }, [initialLoad, lastUpdated]);

  useEffect(() => {
    if (newTokenIds.length === 0) return;
    const timer = setTimeout(() => dispatch({ type: "highlightCleared" }), NEW_TOKEN_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [newTokenIds]);

  return { state, setFilter: (filter: ConfidenceFilter) => dispatch({ type: "filterChanged", filter }) };
}
