import { type FormEvent, useId } from "react";
import { FILTER_KEYS, type FilterKey, type Filters } from "./list-url";

const NUMBER_FIELDS: readonly { key: FilterKey; label: string; unit: string }[] = [
  { key: "minLiquidity", label: "Min liquidity", unit: "$" },
  { key: "minMarketCap", label: "Min market cap", unit: "$" },
  { key: "maxMarketCap", label: "Max market cap", unit: "$" },
  { key: "minVolume24h", label: "Min 24h volume", unit: "$" },
  { key: "minHolders", label: "Min holders", unit: "" },
  { key: "minAgeHours", label: "Min age", unit: "h" },
  { key: "maxAgeHours", label: "Max age", unit: "h" },
];

/** The list filters (`without` those a list has no use for), folded away until opened or set: applied together on submit, each kept in the URL by the page. */
export default function FilterBar({
  filters,
  onApply,
  without = [],
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
  without?: readonly FilterKey[];
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(Object.fromEntries(FILTER_KEYS.filter((key) => !without.includes(key)).map((key) => [key, String(form.get(key) ?? "").trim()])));
  };
  const clear = () => onApply(Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])));
  const set = Object.keys(filters).length;
  // Keyed by the applied filters, so the fields show what the URL says after back, forward or clear; open while any is set.
  return (
    <details className="filter-panel" open={set > 0} key={JSON.stringify(filters)}>
      <summary>{set === 0 ? "Filters" : `Filters (${set} set)`}</summary>
      <form className="filter-bar" aria-label="Filters" onSubmit={submit}>
        {NUMBER_FIELDS.filter(({ key }) => !without.includes(key)).map(({ key, label, unit }) => (
          <label key={key} className="filter-field" htmlFor={`${id}-${key}`}>
            <span>
              {label}
              {unit !== "" && <span className="muted"> ({unit})</span>}
            </span>
            <input id={`${id}-${key}`} name={key} type="number" min={0} step={1} inputMode="numeric" defaultValue={filters[key] ?? ""} />
          </label>
        ))}
        <label className="filter-field" htmlFor={`${id}-bonded`}>
          <span>Bonded</span>
          <select id={`${id}-bonded`} name="bonded" defaultValue={filters.bonded ?? ""}>
            <option value="">Any</option>
            <option value="true">Bonded</option>
            <option value="false">On its curve</option>
          </select>
        </label>
        {!without.includes("market") && (
          <label className="filter-field" htmlFor={`${id}-market`}>
            <span>Market</span>
            <select id={`${id}-market`} name="market" defaultValue={filters.market ?? ""}>
              <option value="">Any</option>
              <option value="liquidlaunch">Curve</option>
              <option value="hyperswap-v2">HyperSwap V2</option>
              <option value="hyperswap-v3">HyperSwap V3</option>
            </select>
          </label>
        )}
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            Apply filters
          </button>
          <button type="button" className="button button-ghost" onClick={clear}>
            Clear
          </button>
        </div>
      </form>
    </details>
  );
}
