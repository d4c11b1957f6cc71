import { CONFIDENCE_FILTERS } from "../../../shared/scoring";
import type { ConfidenceFilter } from "./token-list-state";

const LABELS: Record<ConfidenceFilter, string> = { all: "All", legendary: "Legendary", high: "High", medium: "Medium", low: "Low" };

/** The list's confidence filter: all, legendary, high, medium, low. */
export default function ConfidenceFilterBar({ value, onChange }: { value: ConfidenceFilter; onChange: (filter: ConfidenceFilter) => void }) {
  return (
    <div className="confidence-filter" role="group" aria-label="Creator confidence">
      {CONFIDENCE_FILTERS.map((filter) => (
        <button key={filter} type="button" aria-pressed={value === filter} onClick={() => onChange(filter)}>
          {LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
