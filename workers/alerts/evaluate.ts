import { firingValue } from "../../shared/alert-rules";
import type { Alert, AlertFigures } from "../../shared/schemas/alerts";
import type { WatchedMarket } from "../../shared/schemas/watchlist";

/** The figures an alert is judged on, from the market's figures as the pair page shows them. */
export const alertFigures = (market: WatchedMarket): AlertFigures => ({
  pairAddress: market.pairAddress,
  symbol: market.symbol,
  priceUsd: market.priceUsd,
  marketCapUsd: market.marketCapUsd,
  // Only a launch still on its curve can be about to graduate.
  curveProgress: market.curve !== null && market.curve.status !== "graduated" ? market.curve.progress : null,
});

/** The waiting alerts whose threshold the figures reach, marked fired at `now` with the figure that fired them. */
export function firedAlerts(candidates: { alert: Alert; figures: AlertFigures }[], now: string): Alert[] {
  return candidates.flatMap(({ alert, figures }) => {
    const value = firingValue(alert, figures);
    return value === null ? [] : [{ ...alert, firedAt: now, firedValue: value }];
  });
}
