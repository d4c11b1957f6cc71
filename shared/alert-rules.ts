import type { Alert, AlertFigures, AlertKind } from "./schemas/alerts";
import type { WatchedMarket } from "./schemas/watchlist";

// When an alert fires, the same in the AlertBox (signed in) and in the browser (signed out).

/** The figures an alert is judged on, from the market's figures as the pair page shows them. */
export const alertFigures = (market: WatchedMarket): AlertFigures => ({
  pairAddress: market.pairAddress,
  symbol: market.symbol,
  priceUsd: market.priceUsd,
  marketCapUsd: market.marketCapUsd,
  // Only a launch still on its curve can be about to graduate.
  curveProgress: market.curve !== null && market.curve.status !== "graduated" ? market.curve.progress : null,
});

/** The figure an alert of `kind` watches, null when the market has none (no trade yet, not on a curve). */
export function watchedFigure(kind: AlertKind, figures: AlertFigures): number | null {
  if (kind === "price-above" || kind === "price-below") return figures.priceUsd;
  if (kind === "mcap-above" || kind === "mcap-below") return figures.marketCapUsd;
  return figures.curveProgress;
}

/** The figure that fires the alert now, or null while its threshold is not reached. */
export function firingValue(alert: { kind: AlertKind; threshold: number }, figures: AlertFigures): number | null {
  const value = watchedFigure(alert.kind, figures);
  if (value === null) return null;
  const below = alert.kind === "price-below" || alert.kind === "mcap-below";
  return (below ? value <= alert.threshold : value >= alert.threshold) ? value : null;
}

/** The waiting alerts whose threshold the figures reach, marked fired at `now` with the figure that fired them. */
export function firedAlerts(candidates: { alert: Alert; figures: AlertFigures }[], now: string): Alert[] {
  return candidates.flatMap(({ alert, figures }) => {
    const value = firingValue(alert, figures);
    return value === null ? [] : [{ ...alert, firedAt: now, firedValue: value }];
  });
}

const LABELS: Record<AlertKind, string> = {
  "price-above": "price rose to",
  "price-below": "price fell to",
  "mcap-above": "market cap rose to",
  "mcap-below": "market cap fell to",
  "curve-progress": "bonding curve reached",
};

/** What a fired alert says, e.g. "PEPE price rose to $0.0012 (alert at $0.001)". */
export function alertMessage(alert: { kind: AlertKind; threshold: number; symbol: string | null }, value: number): string {
  const show = (figure: number) => {
    if (alert.kind === "curve-progress") return `${figure.toFixed(1)} %`;
    return figure >= 1 ? `$${figure.toLocaleString("en-US", { maximumFractionDigits: 2 })}` : `$${Number(figure.toPrecision(4))}`;
  };
  return `${alert.symbol ?? "Token"} ${LABELS[alert.kind]} ${show(value)} (alert at ${show(alert.threshold)})`;
}
