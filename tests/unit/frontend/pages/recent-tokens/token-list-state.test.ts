import { describe, expect, it } from "vitest";
import {
  initialTokenListState,
  mergeTokens,
  type TokenListAction,
  type TokenListState,
  tokenListReducer,
} from "../../../../../frontend/pages/recent-tokens/token-list-state";
import type { CreatorPerformance, DisplayedToken } from "../../../../../shared/schemas/launchpad";

function token(id: string): DisplayedToken {
  return { id, name: id, symbol: id } as DisplayedToken;
}

function creator(successRate: number, totalVolume: number, totalHolders: number): CreatorPerformance {
  return { successRate, totalVolume, totalHolders } as CreatorPerformance;
}

function run(...actions: TokenListAction[]): TokenListState {
  return actions.reduce(tokenListReducer, initialTokenListState);
}

const ids = (entries: { token: DisplayedToken }[]) => entries.map((entry) => entry.token.id);

describe("token list state", () => {
  it("starts loading, without error, on the initial load", () => {
    expect(initialTokenListState).toMatchObject({ loading: true, error: null, initialLoad: true, confidenceFilter: "all" });
  });

  it("merges newest and older lists newest first without duplicates", () => {
    expect(mergeTokens([token("c"), token("b")], [token("b"), token("a")]).map((t) => t.id)).toEqual(["c", "b", "a"]);
  });

  it("stores fetched lists and clears the error", () => {
    const state = run({ type: "newestFailed" }, { type: "newestLoaded", tokens: [token("a")] });
    expect(state).toMatchObject({ error: null, newestTokens: [token("a")] });
  });

  it("reports failed fetches with the spec's default messages and stops loading", () => {
    expect(run({ type: "newestFailed" })).toMatchObject({ error: "Failed to fetch newest tokens", loading: false });
    expect(run({ type: "olderFailed" })).toMatchObject({ error: "Failed to fetch older tokens", loading: false });
    expect(run({ type: "olderFailed", message: "HTTP 502" }).error).toBe("HTTP 502");
    expect(run({ type: "processingFailed" })).toMatchObject({ error: "Failed to process tokens", loading: false });
  });

  it("sets loading only while no combined tokens exist", () => {
    const first = run({ type: "processingStarted" });
    expect(first.loading).toBe(true);
    const later = run({ type: "processed", combined: [{ token: token("a"), creator: null }], at: 1 }, { type: "processingStarted" });
    expect(later.loading).toBe(false);
  });

  it("records newly appeared tokens only after the initial load", () => {
    const a = { token: token("a"), creator: null };
    const b = { token: token("b"), creator: null };
    const initial = run({ type: "processed", combined: [a], at: 1 });
    expect(initial.newTokenIds).toEqual([]);
    const next = tokenListReducer(tokenListReducer(initial, { type: "initialLoadDone" }), {
      type: "processed",
      combined: [b, a],
      at: 2,
    });
    expect(next).toMatchObject({ newTokenIds: ["b"], lastUpdated: 2 });
    expect(tokenListReducer(next, { type: "highlightCleared" }).newTokenIds).toEqual([]);
    // A refresh that brings nothing new keeps the running highlight, the same list (so its timer runs on).
    const refreshed = tokenListReducer(next, { type: "processed", combined: [b, a], at: 3 });
    expect(refreshed.newTokenIds).toBe(next.newTokenIds);
    expect(refreshed.lastUpdated).toBe(3);
  });

  it("filters by the creator's list tier, and re-filters when the filter changes", () => {
    const combined = [
      { token: token("legend"), creator: creator(100, 1e10, 1000) },
      { token: token("high"), creator: creator(100, 1e10, 200) },
      { token: token("medium"), creator: creator(100, 5e9, 100) },
      { token: token("low"), creator: creator(10, 0, 0) },
      { token: token("unknown"), creator: null },
    ];
    const state = run({ type: "processed", combined, at: 1 });
    expect(ids(state.filteredTokens)).toEqual(["legend", "high", "medium", "low", "unknown"]);
    for (const [filter, expected] of [
      ["legendary", ["legend"]],
      ["high", ["high"]],
      ["medium", ["medium"]],
      ["low", ["low"]],
    ] as const) {
      expect(ids(tokenListReducer(state, { type: "filterChanged", filter }).filteredTokens)).toEqual(expected);
    }
    const filtered = run({ type: "filterChanged", filter: "high" }, { type: "processed", combined, at: 2 });
    expect(ids(filtered.filteredTokens)).toEqual(["high"]);
  });

  it("preloads both lists with creators set to null and ends loading", () => {
    const state = run({ type: "preloaded", newest: [token("b")], older: [token("b"), token("a")] });
    expect(state.loading).toBe(false);
    expect(state.combinedTokens).toEqual([
      { token: token("b"), creator: null },
      { token: token("a"), creator: null },
    ]);
  });

  it("clears the initial-load flag only by its explicit action", () => {
    expect(run({ type: "processed", combined: [], at: 1 }).initialLoad).toBe(true);
    expect(run({ type: "initialLoadDone" }).initialLoad).toBe(false);
  });
});
