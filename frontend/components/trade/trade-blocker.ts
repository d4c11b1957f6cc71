import { formatAmount, formatHypeAmount } from "../../../shared/format/numbers";
import type { TradeState } from "../../../shared/schemas/trade-state";
import { creatorSellLocked, curveSoldOut } from "../../../shared/trade-warnings";

export type BlockerInput = {
  side: "buy" | "sell";
  /** The amount typed (HYPE to buy, tokens to sell), null when none. */
  amount: number | null;
  symbol: string;
  state: TradeState | undefined;
};

/**
 * Why the trade cannot go, said before the click (the worker refuses the same trades after it): a sold-out
 * curve, the creator's sell lock, an amount above the wallet's HYPE or a sell above its holding. Null: it can.
 */
export function tradeBlocker({ side, amount, symbol, state }: BlockerInput): string | null {
  if (state === undefined) return null;
  if (state.soldOut) return `${curveSoldOut(symbol)}.`;
  if (side === "sell" && state.creatorSellOpensAt !== null) return creatorSellLocked(symbol, state.creatorSellOpensAt, state.chainTime);
  if (amount === null) return null;
  if (side === "buy" && amount > Number(state.hypeBalance)) return `Not enough HYPE: your wallet holds ${formatHypeAmount(Number(state.hypeBalance))}.`;
  if (side === "sell" && amount > Number(state.tokenBalance)) {
    return `Not enough ${symbol}: your wallet holds ${formatAmount(Number(state.tokenBalance))} ${symbol}.`;
  }
  return null;
}
