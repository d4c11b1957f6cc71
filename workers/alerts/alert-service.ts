import { ALERT_NOT_FOUND, ALERTS_FULL, type Alert, type AlertMergeResult, type AlertSpec, CURVE_ONLY } from "../../shared/schemas/alerts";
import type { WatchedMarket } from "../../shared/schemas/watchlist";
import { alertBoxOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { watchedMarkets } from "../queries/watched-markets";

// What the /alerts routes ask of the signed-in user's own AlertBox: another user's alert id is simply not in it (404).

/** Why the market cannot take the alert, or null when it can. */
function marketRefusal(spec: AlertSpec, market: WatchedMarket | undefined): ApiError | null {
  if (market === undefined) return new ApiError(404, `Pair ${spec.pairAddress} not found`);
  if (spec.kind === "curve-progress" && (market.curve === null || market.curve.status === "graduated")) return new ApiError(400, CURVE_ONLY);
  return null;
}

export async function createAlert(env: Env, userId: string, spec: AlertSpec): Promise<Alert> {
  const [market] = await watchedMarkets(env.DB, [spec.pairAddress]);
  const refusal = marketRefusal(spec, market);
  if (refusal !== null || market === undefined) throw refusal;
  const alert = await alertBoxOf(env, userId).add(userId, spec, market.symbol);
  if (alert === null) throw new ApiError(409, ALERTS_FULL);
  return alert;
}

export async function deleteAlert(env: Env, userId: string, id: string): Promise<void> {
  if (!(await alertBoxOf(env, userId).remove(id))) throw new ApiError(404, ALERT_NOT_FOUND);
}

const sameSpec = (alert: Alert, spec: AlertSpec) => alert.pairAddress === spec.pairAddress && alert.kind === spec.kind && alert.threshold === spec.threshold;

/**
 * The browser's signed-out alerts, set for the user in their order: one the user already has waiting is skipped, one
 * the market cannot take or beyond the ALERTS_MAX cap is refused with the reason a single alert would get.
 */
export async function mergeAlerts(env: Env, userId: string, specs: AlertSpec[]): Promise<AlertMergeResult> {
  const box = alertBoxOf(env, userId);
  const markets = new Map(
    (await watchedMarkets(env.DB, [...new Set(specs.map((spec) => spec.pairAddress))])).map((market) => [market.pairAddress.toLowerCase(), market]),
  );
  const waiting = (await box.alerts()).filter((alert) => alert.firedAt === null);
  const refused: AlertMergeResult["refused"] = [];
  for (const spec of specs) {
    if (waiting.some((alert) => sameSpec(alert, spec))) continue;
    const market = markets.get(spec.pairAddress);
    const refusal = marketRefusal(spec, market);
    const alert = refusal === null ? await box.add(userId, spec, market?.symbol ?? null) : null;
    if (alert === null) refused.push({ ...spec, message: refusal?.message ?? ALERTS_FULL });
    else waiting.push(alert);
  }
  return { alerts: await box.alerts(), refused };
}
