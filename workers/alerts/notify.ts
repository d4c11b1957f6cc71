import { alertFigures } from "../../shared/alert-rules";
import { alertBoxOf } from "../durable-objects";
import { loggableMessage } from "../http/loggable-message";
import { watchedMarkets } from "../queries/watched-markets";
import { alertSubscribers } from "../stores/alert-watch";

/**
 * After a committed range: each user with a waiting alert on a market it touched (a traded pair, or the curve a
 * graduated token's V2 pair prices) has their AlertBox judge it on the market's new figures, read as the pair page
 * reads them. The range is committed whatever happens here: an alert a failure skips is judged on the next trade.
 */
export async function notifyAlerts(env: Env, markets: string[]): Promise<void> {
  try {
    const subscribers = await alertSubscribers(env.DB, markets);
    if (subscribers.size === 0) return;
    const figures = new Map(
      (await watchedMarkets(env.DB, [...new Set([...subscribers.values()].flat())])).map((market) => [market.pairAddress, alertFigures(market)]),
    );
    await Promise.all([...subscribers].map(([user, pairs]) => alertBoxOf(env, user).check(pairs.flatMap((pair) => figures.get(pair) ?? []))));
  } catch (error) {
    console.error("checking alerts failed:", loggableMessage(error));
  }
}
