import { formatClock } from "../../format/time";
import ConfidenceFilterBar from "./ConfidenceFilterBar";
import TokenCard from "./TokenCard";
import { useTokenList } from "./use-token-list";

/** Placeholder cards while the first answer loads, keyed by position (they have no identity of their own). */
const SKELETON_CARDS = Array.from({ length: 8 }, (_, index) => `skeleton-${index}`);

/** The recent launches as cards, those the list filters (`filters`, a query string) match when any is set. */
export default function RecentTokens({ filters }: { filters: string }) {
  const { state, setFilter } = useTokenList(filters);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const newIds = new Set(state.newTokenIds);
  return (
    <>
      <div className="list-toolbar">
        <ConfidenceFilterBar value={state.confidenceFilter} onChange={setFilter} />
        <p className="list-meta" aria-live="polite">
          <span className="live-dot" aria-hidden="true" />
          {state.lastUpdated === null ? "Loading…" : `${state.filteredTokens.length} tokens · updated ${formatClock(state.lastUpdated / 1000)}`}
        </p>
      </div>
      {state.error !== null && (
        <p className="list-error" role="alert">
          {state.error}
        </p>
      )}
      {state.loading ? (
        <div className="token-grid" role="status" aria-busy="true" aria-label="Loading tokens">
          {SKELETON_CARDS.map((key) => (
            <div key={key} className="token-card token-card-skeleton" aria-hidden="true">
              <span className="skeleton-bar" />
              <span className="skeleton-bar" />
              <span className="skeleton-bar" />
            </div>
          ))}
        </div>
      ) : state.filteredTokens.length === 0 ? (
        state.error === null && (
          <p className="list-empty" role="status">
            {state.combinedTokens.length > 0
              ? `No ${state.confidenceFilter} confidence tokens right now`
              : filters === ""
                ? "No tokens launched yet"
                : "No launch matches these filters"}
          </p>
        )
      ) : (
        <div className="token-grid">
          {state.filteredTokens.map((entry) => (
            <TokenCard
              key={entry.token.id}
              entry={entry}
              isNew={newIds.has(entry.token.id)}
              nowSeconds={nowSeconds}
              showFilterTier={state.confidenceFilter !== "all"}
            />
          ))}
        </div>
      )}
    </>
  );
}
