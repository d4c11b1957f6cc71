import { useState } from "react";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { PRICE_IMPACT_CONFIRM_PERCENT } from "../../../shared/trade-warnings";
import { placeTrade } from "../../api/trading";
import type { SignedIn } from "../../api/wallet-sign-in";
import ImpactConfirm from "./ImpactConfirm";
import PositionBox from "./PositionBox";
import QuoteDetails from "./QuoteDetails";
import SentTrade from "./SentTrade";
import TradeAmountField from "./TradeAmountField";
import TradeOutcome, { type Outcome } from "./TradeOutcome";
import TradeSettingsFields from "./TradeSettingsFields";
import { useTradeSettings } from "./trade-settings";
import { useCurrentQuote } from "./use-current-quote";
import { isAmount, useTradeAmount } from "./use-trade-amount";
import { useTradeBalances } from "./use-trade-balances";

type Props = { signedIn: SignedIn; tokenAddress: string; symbol: string; latestTrade: SwapActivity | undefined };

/** The signed-in trade: amount, quote, a confirmation when the price impact is high, the send and its outcome. */
export default function SignedInPanel({ signedIn, tokenAddress, symbol, latestTrade }: Props) {
  const [settings] = useTradeSettings();
  const balances = useTradeBalances(signedIn, tokenAddress, latestTrade);
  const amount = useTradeAmount(balances.held, balances.hype);
  const { side, amountIn, sellPercent } = amount;
  const { blocker, quoted, quoteError } = useCurrentQuote(signedIn, settings, {
    side,
    tokenAddress,
    symbol,
    amountIn,
    chain: balances.chain,
    priceMark: balances.priceMark,
  });
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  const choose: typeof amount.choose = (next) => {
    amount.choose(next);
    setOutcome({ kind: "idle" });
  };
  const submit = async () => {
    amount.setConfirming(false);
    setOutcome({ kind: "pending", side });
    const answer = await placeTrade(signedIn, {
      side,
      tokenAddress,
      amountIn: amountIn.trim() || "0",
      slippageTolerance: settings.slippageBps,
      ...(settings.priorityTipGwei === null ? {} : { priorityTipGwei: settings.priorityTipGwei }),
      ...(side === "sell" && sellPercent !== null ? { percentage: sellPercent } : {}),
    });
    if (!answer.ok) return setOutcome({ kind: "error", message: answer.message ?? answer.error });
    setOutcome("status" in answer.data ? { kind: "sent", side, hash: answer.data.transactionHash } : { kind: "success", side, result: answer.data });
    amount.clear();
    await balances.refresh();
  };

  const pending = outcome.kind === "pending";
  const impactHigh = quoted !== null && quoted.priceImpactPercent > PRICE_IMPACT_CONFIRM_PERCENT;

  return (
    <>
      <TradeAmountField amount={{ ...amount, choose }} symbol={symbol} held={balances.held} hype={balances.hype} invalid={blocker !== null} />
      <TradeSettingsFields />

      <QuoteDetails quote={quoted} side={side} symbol={symbol} />
      {blocker !== null && (
        <p className="trade-quote-error" role="alert">
          {blocker}
        </p>
      )}
      {quoteError !== null && <p className="trade-quote-error">{quoteError}</p>}

      {amount.confirming && quoted ? (
        <ImpactConfirm side={side} impactPercent={quoted.priceImpactPercent} onConfirm={submit} onCancel={() => amount.setConfirming(false)} />
      ) : (
        <button
          type="button"
          className={`button trade-submit trade-submit-${side}`}
          disabled={pending || !isAmount(amountIn) || blocker !== null || (quoted === null && quoteError === null)}
          onClick={impactHigh ? () => amount.setConfirming(true) : submit}
        >
          {pending ? "Sending…" : side === "buy" ? `Buy ${symbol}` : `Sell ${symbol}`}
        </button>
      )}
      {outcome.kind === "sent" ? (
        <SentTrade signedIn={signedIn} side={outcome.side} hash={outcome.hash} onLanded={balances.refresh} />
      ) : (
        <TradeOutcome outcome={outcome} symbol={symbol} wallet={signedIn.wallet.address} />
      )}
      <PositionBox answer={balances.position} symbol={symbol} />
    </>
  );
}
