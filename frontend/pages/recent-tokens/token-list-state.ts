import type { CreatorPerformance, DisplayedToken } from "../../../shared/schemas/launchpad";
import { type CONFIDENCE_FILTERS, listFilterScore, listFilterTier } from "../../../shared/scoring";

export type ConfidenceFilter = (typeof CONFIDENCE_FILTERS)[number];
/** A creator's performance as a list needs it: the leaderboard's rows carry it without the token list. */
export type CreatorFacts = Omit<CreatorPerformance, "tokens">;
export type TokenWithCreator = { token: DisplayedToken; creator: CreatorFacts | null };

/** The token list state of spec 4. */
export type TokenListState = {
  newestTokens: DisplayedToken[];
  olderTokens: DisplayedToken[];
  combinedTokens: TokenWithCreator[];
  filteredTokens: TokenWithCreator[];
  confidenceFilter: ConfidenceFilter;
  loading: boolean;
  error: string | null;
  lastUpdated: number | null;
  newTokenIds: string[];
  initialLoad: boolean;
};

export type TokenListAction =
  | { type: "newestLoaded"; tokens: DisplayedToken[] }
  | { type: "newestFailed"; message?: string | undefined }
  | { type: "olderLoaded"; tokens: DisplayedToken[] }
  | { type: "olderFailed"; message?: string | undefined }
  | { type: "processingStarted" }
  | { type: "processed"; combined: TokenWithCreator[]; at: number }
  | { type: "processingFailed" }
  | { type: "filterChanged"; filter: ConfidenceFilter }
  | { type: "preloaded"; newest: DisplayedToken[]; older: DisplayedToken[] }
  | { type: "initialLoadDone" }
  | { type: "highlightCleared" };

export const initialTokenListState: TokenListState = {
  newestTokens: [],
  olderTokens: [],
  combinedTokens: [],
  filteredTokens: [],
  confidenceFilter: "all",
  loading: true,
  error: null,
  lastUpdated: null,
  newTokenIds: [],
  initialLoad: true,
};

/** Newest first, each token once (its first appearance wins). */
export function mergeTokens(newest: DisplayedToken[], older: DisplayedToken[]): DisplayedToken[] {
  const seen = new Set<string>();
  const merged: DisplayedToken[] = [];
  for (const token of [...newest, ...older]) {
    if (seen.has(token.id)) continue;
    seen.add(token.id);
    merged.push(token);
  }
  return merged;
}

/** The list filter's tier of a creator (spec 9's second scheme); a token without a creator has none. */
export function creatorFilterTier(creator: CreatorFacts | null) {
  if (creator === null) return null;
  return listFilterTier(listFilterScore({ successRate: creator.successRate, volume: creator.totalVolume, holders: creator.totalHolders }));
}

export function applyFilter(tokens: TokenWithCreator[], filter: ConfidenceFilter): TokenWithCreator[] {
  if (filter === "all") return tokens;
  return tokens.filter((entry) => creatorFilterTier(entry.creator) === filter);
}

export function tokenListReducer(state: TokenListState, action: TokenListAction): TokenListState {
  switch (action.type) {
    case "newestLoaded":
      return { ...state, newestTokens: action.tokens, error: null };
    case "newestFailed":
      return { ...state, error: action.message ?? "Failed to fetch newest tokens", loading: false };
    case "olderLoaded":
      return { ...state, olderTokens: action.tokens, error: null };
    case "olderFailed":
      return { ...state, error: action.message ?? "Failed to fetch older tokens", loading: false };
    case "processingStarted":
      return { ...state, loading: state.combinedTokens.length === 0 };
    case "processed": {
      const known = new Set(state.combinedTokens.map((entry) => entry.token.id));
      const appeared = state.initialLoad ? [] : action.combined.map((entry) => entry.token.id).filter((id) => !known.has(id));
      // A refresh without arrivals leaves a running highlight alone; it clears 3 s after it began.
      const newTokenIds = appeared.length === 0 ? state.newTokenIds : appeared;
      return {
        ...state,
        combinedTokens: action.combined,
        filteredTokens: applyFilter(action.combined, state.confidenceFilter),
        newTokenIds,
        lastUpdated: action.at,
        loading: false,
        error: null,
      };
    }
    case "processingFailed":
      return { ...state, error: "Failed to process tokens", loading: false };
    case "filterChanged":
      return {
        ...state,
        confidenceFilter: action.filter,
        filteredTokens: applyFilter(state.combinedTokens, action.filter),
      };
    case "preloaded": {
      const combined = mergeTokens(action.newest, action.older).map((token) => ({ token, creator: null }));
      return {
        ...state,
        newestTokens: action.newest,
        olderTokens: action.older,
        combinedTokens: combined,
        filteredTokens: applyFilter(combined, state.confidenceFilter),
        loading: false,
      };
    }
    case "initialLoadDone":
      return { ...state, initialLoad: false };
    case "highlightCleared":
      return { ...state, newTokenIds: [] };
  }
}
