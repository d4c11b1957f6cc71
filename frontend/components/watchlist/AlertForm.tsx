import { type FormEvent, useState } from "react";
import { ALERT_KINDS, type AlertKind, alertSpecSchema } from "../../../shared/schemas/alerts";
import { useAlerts } from "./alerts-context";

const KIND_LABELS: Record<AlertKind, string> = {
  "price-above": "Price rises to (USD)",
  "price-below": "Price falls to (USD)",
  "mcap-above": "Market cap rises to (USD)",
  "mcap-below": "Market cap falls to (USD)",
  "curve-progress": "Curve reaches (%)",
};

type Props = { pair: string; symbol: string | null; onCurve: boolean; onDone: () => void };

/** Sets an alert on the market: a kind and its threshold. `onCurve`: the launch is still on its bonding curve. */
export default function AlertForm({ pair, symbol, onCurve, onDone }: Props) {
  const { add } = useAlerts();
  const kinds = ALERT_KINDS.filter((kind) => onCurve || kind !== "curve-progress");
  const [kind, setKind] = useState<AlertKind>("price-above");
  const [threshold, setThreshold] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = alertSpecSchema.safeParse({ pairAddress: pair, kind, threshold: threshold.trim() === "" ? Number.NaN : Number(threshold) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the threshold");
    setBusy(true);
    const refusal = await add(parsed.data, symbol);
    setBusy(false);
    if (refusal !== null) return setError(refusal);
    onDone();
  };

  return (
    <form className="alert-form" onSubmit={submit} aria-label={`Alert on ${symbol ?? "this token"}`}>
      <label>
        <span>When</span>
        <select value={kind} onChange={(event) => setKind(event.target.value as AlertKind)}>
          {kinds.map((known) => (
            <option key={known} value={known}>
              {KIND_LABELS[known]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Threshold</span>
        <input
          inputMode="decimal"
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          placeholder={kind === "curve-progress" ? "90" : "0.001"}
        />
      </label>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="alert-form-actions">
        <button type="submit" className="button" disabled={busy}>
          Set alert
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
