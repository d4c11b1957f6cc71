import { ALERT_NOT_FOUND, ALERTS_FULL, type Alert, type AlertSpec, CURVE_ONLY } from "../../shared/schemas/alerts";
import { alertBoxOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { watchedMarkets } from "../queries/watched-markets";

// What the /alerts routes ask of the signed-in user's own AlertBox: another user's alert id is simply not in it (404).

export async function createAlert(env: Env, userId: string, spec: AlertSpec): Promise<Alert> {
  const [market] = await watchedMarkets(env.DB, [spec.pairAddress]);
  if (market === undefined) throw new ApiError(404, `Pair ${spec.pairAddress} not found`);
  if (spec.kind === "curve-progress" && (market.curve === null || market.curve.status === "graduated")) throw new ApiError(400, CURVE_ONLY);
  const alert = await alertBoxOf(env, userId).add(userId, spec, market.symbol);
  if (alert === null) throw new ApiError(409, ALERTS_FULL);
  return alert;
}

export async function deleteAlert(env: Env, userId: string, id: string): Promise<void> {
  if (!(await alertBoxOf(env, userId).remove(id))) throw new ApiError(404, ALERT_NOT_FOUND);
}
