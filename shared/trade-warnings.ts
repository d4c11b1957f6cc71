// The trade panel's refusals in plain words, shared so the panel (before the click) and the worker (after
// it) say the same thing.

/** The launchpad holds its creator's sells for an hour after launch (LiquidLaunch.sol, TradeGuard.sol). */
export const CREATOR_SELL_LOCK_SECONDS = 3600;

/** A price impact above this (percent) asks the trader to confirm before the trade is sent. */
export const PRICE_IMPACT_CONFIRM_PERCENT = 10;

/** The creator's sell refused inside the lock; `now` and `opensAt` in unix seconds. */
export function creatorSellLocked(symbol: string, opensAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((opensAt - now) / 60));
  const time = new Date(opensAt * 1000).toISOString().slice(11, 16);
  return `The creator of ${symbol} cannot sell during the first hour after launch: selling opens at ${time} UTC (in about ${minutes} min).`;
}

/** A curve sold out and not yet moved to its pair: nothing can trade it in between. */
export const curveSoldOut = (symbol: string) => `${symbol} sold out its curve and is waiting to move to HyperSwap; it can be traded again once it is bonded`;
