import type { TradeState } from "../../../shared/schemas/trade-state";
import { useTradeQuote } from "../../api/trading";
import type { SignedIn } from "../../api/wallet-sign-in";
import type { Side } from "./TradeOutcome";
import { tradeBlocker } from "./trade-blocker";
import type { TradeSettings } from "./trade-settings";
import { isAmount } from "./use-trade-amount";

type Wanted = { side: Side; tokenAddress: string; symbol: string; amountIn: string; chain: TradeState | undefined; priceMark: string };

/**
 * The quote of the amount now typed, what stops the trade before any quote (too little HYPE, nothing held),
 * or the API's refusal of the quote.
 */
export function useCurrentQuote(signedIn: SignedIn, settings: TradeSettings, { side, tokenAddress, symbol, amountIn, chain, priceMark }: Wanted) {
  const blocker = tradeBlocker({ side, amount: isAmount(amountIn) ? Number(amountIn) : null, symbol, state: chain });
  const asked = isAmount(amountIn) && blocker === null;
  const quote = useTradeQuote(
    signedIn,
    {
      side,
      tokenAddress,
      amountIn: asked ? amountIn.trim() : null,
      slippageTolerance: settings.slippageBps,
      priorityTipGwei: settings.priorityTipGwei,
    },
    priceMark,
  );
  // Only the quote of the amount now typed counts: one kept from another amount (SWR keeps the last answer
  // while the next loads), a cleared one or a refused one would show the wrong figures and skip the impact check.
  const current = asked && quote.data?.ok ? quote.data.data : null;
  const quoted = current !== null && Number(current.amountIn) === Number(amountIn) ? current : null;
  const quoteError = asked && quote.data && !quote.data.ok ? (quote.data.message ?? quote.data.error) : null;
  return { blocker, quoted, quoteError };
}
