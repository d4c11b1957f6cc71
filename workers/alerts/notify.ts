import { alertFigures } from "../../shared/alert-rules";
import type { AlertFigures } from "../../shared/schemas/alerts";
import { alertBoxOf } from "../durable-objects";
import { loggableMessage } from "../http/loggable-message";
import { watchedMarkets } from "../queries/watched-markets";
import { alertSubscribers } from "../stores/alert-watch";

/** Updates kept for a box that keeps failing; beyond this many the oldest go. */
const UNDELIVERED_MAX = 64;

/** What a failure kept from the boxes: markets whose figures were never read, and each user's updates never handed over. */
export type Undelivered = { markets: string[]; updates: Map<string, AlertFigures[][]> };

export const nothingUndelivered = (): Undelivered => ({ markets: [], updates: new Map() });

/**
 * After a committed range: each user with a waiting alert on a market it touched (a traded pair, or the curve a
 * graduated token's V2 pair prices) gets the market's new figures, read as the pair page reads them, queued in
 * their AlertBox, which judges them on its own alarm. The ingestor runs this off its path, one range after another;
 * what a failure kept back (`carried`, from the call before) goes with this call, so an alert it skipped fires on
 * the next update at the latest. Answers what this call could not hand over.
 */
export async function notifyAlerts(env: Env, markets: string[], carried: Undelivered = nothingUndelivered()): Promise<Undelivered> {
  const touched = [...new Set([...carried.markets, ...markets])];
  const updates = new Map(carried.updates);
  try {
    const subscribers = await alertSubscribers(env.DB, touched);
    const pairs = [...new Set([...subscribers.values()].flat())];
    const figures = new Map((pairs.length === 0 ? [] : await watchedMarkets(env.DB, pairs)).map((market) => [market.pairAddress, alertFigures(market)]));
    for (const [user, watched] of subscribers) {
      updates.set(user, [...(updates.get(user) ?? []), watched.flatMap((pair) => figures.get(pair) ?? [])].slice(-UNDELIVERED_MAX));
    }
  } catch (error) {
    console.error("reading alert subscribers failed:", loggableMessage(error));
    return { markets: touched, updates };
  }
  const handed = [...updates];
  const results = await Promise.allSettled(handed.map(([user, queued]) => alertBoxOf(env, user).deliver(queued)));
  const failed = handed.filter((_, index) => results[index]!.status === "rejected");
  if (failed.length > 0) {
    const reason = (results.find((result) => result.status === "rejected") as PromiseRejectedResult).reason;
    console.error(`handing figures to ${failed.length} alert boxes failed:`, loggableMessage(reason));
  }
  return { markets: [], updates: new Map(failed) };
}
