import { Link } from "react-router-dom";
import { formatPrice, formatProgress, formatUsd } from "../../../shared/format/numbers";
import type { Alert, AlertKind } from "../../../shared/schemas/alerts";
import { useAlerts } from "./alerts-context";

const WHEN: Record<AlertKind, string> = {
  "price-above": "price ≥",
  "price-below": "price ≤",
  "mcap-above": "market cap ≥",
  "mcap-below": "market cap ≤",
  "curve-progress": "curve ≥",
};

const figure = (alert: Alert, value: number) =>
  alert.kind === "curve-progress" ? formatProgress(value) : alert.kind.startsWith("price") ? formatPrice(value) : formatUsd(value);

/** The trader's alerts, waiting or fired, each with a delete button. */
export default function AlertsList() {
  const { alerts, moveRefusals, remove } = useAlerts();
  return (
    <div className="alerts-list">
      <h3 id="alerts-heading">Alerts</h3>
      {moveRefusals.length > 0 && (
        <div role="alert" className="page-note">
          Alerts set before signing in that were not kept:
          <ul>
            {moveRefusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </div>
      )}
      {alerts.length === 0 ? (
        <p className="page-note">No alert set. Open a token's chart and press Alert to set one.</p>
      ) : (
        <ul aria-labelledby="alerts-heading">
          {alerts.map((alert) => (
            <li key={alert.id} className="alerts-row">
              <Link to={`/chart/${alert.pairAddress}`}>{alert.symbol ?? "Token"}</Link>
              <span>
                {WHEN[alert.kind]} {figure(alert, alert.threshold)}
              </span>
              <span className={alert.firedAt === null ? "muted" : "up"}>
                {alert.firedAt === null ? "Waiting" : `Fired at ${figure(alert, alert.firedValue ?? alert.threshold)}`}
              </span>
              <button
                type="button"
                className="button button-ghost"
                aria-label={`Delete the ${alert.symbol ?? "token"} alert`}
                onClick={() => void remove(alert.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
