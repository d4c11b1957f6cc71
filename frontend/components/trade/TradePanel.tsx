import { useCallback, useEffect, useId, useState } from "react";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { PRICE_IMPACT_CONFIRM_PERCENT } from "../../../shared/trade-warnings";
import { useTradeState } from "../../api/trade-state";
import { placeTrade, usePosition, useTradeQuote } from "../../api/trading";
import { useWalletDetail } from "../../api/wallet-detail";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import { formatAmount, formatHypeAmount } from "../../format/numbers";
import ImpactConfirm from "./ImpactConfirm";
import PositionBox from "./PositionBox";
import QuoteDetails from "./QuoteDetails";
import SentTrade from "./SentTrade";
import TradeOutcome, { type Outcome, type Side } from "./TradeOutcome";
import TradePresets from "./TradePresets";
import TradeSettingsFields from "./TradeSettingsFields";
import { tradeBlocker } from "./trade-blocker";
import { useTradeSettings } from "./trade-settings";

/** HYPE kept back by Max on a buy, for the gas. */
const GAS_RESERVE_HYPE = 0.01;
const TOKEN_DECIMALS = 6;

type Props = {
  tokenAddress: string;
  symbol: string;
  /** The pair's newest trade from its live feed: the quote follows the price, the position the wallet's own trades. */
  latestTrade: SwapActivity | undefined;
};

/** Buy and sell the pair's token from the signed-in user's embedded wallet; signed out, it offers sign-in. */
export default function TradePanel({ tokenAddress, symbol, latestTrade }: Props) {
  const session = useWalletSession();
  return (
    <section className="trade-panel" aria-label="Trade">
      {session.signedIn ? (
        <SignedInPanel signedIn={session.signedIn} tokenAddress={tokenAddress} symbol={symbol} latestTrade={latestTrade} />
      ) : (
        <div className="trade-signed-out">
          <p>Sign in to buy and sell {symbol} from your own wallet.</p>
          <button type="button" className="button button-primary" onClick={session.openSignIn} disabled={session.status === "loading"}>
            Sign in to trade
          </button>
        </div>
      )}
    </section>
  );
}

const isAmount = (text: string) => /^\d*\.?\d+$|^\d+\.$/.test(text.trim()) && Number(text) > 0;

function SignedInPanel({ signedIn, tokenAddress, symbol, latestTrade }: Props & { signedIn: SignedIn }) {
  const [side, setSide] = useState<Side>("buy");
  const [amountText, setAmountText] = useState("");
  const [sellPercent, setSellPercent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [settings] = useTradeSettings();
  const wallet = useWalletDetail(signedIn);
  const position = usePosition(tokenAddress, signedIn.wallet.address);
  const priceMark = latestTrade?.id ?? "";
  const state = useTradeState(signedIn, tokenAddress, priceMark);
  // The wallet's own trade, as the feed brings it, moves the position: read it again at once.
  const ownTrade = latestTrade?.traderAddress.toLowerCase() === signedIn.wallet.address.toLowerCase() ? latestTrade.id : null;
  const refreshPosition = position.mutate;
  useEffect(() => {
    if (ownTrade !== null) void refreshPosition();
  }, [ownTrade, refreshPosition]);
  const { mutate: refreshWallet } = wallet;
  const { mutate: refreshState } = state;
  const refreshBalances = useCallback(
    () => void Promise.all([refreshWallet(), refreshPosition(), refreshState()]),
    [refreshWallet, refreshPosition, refreshState],
  );
  const amountId = useId();

  const chain = state.data?.ok ? state.data.data : undefined;
  const indexedHeld = position.data?.ok && position.data.data.position ? Number(position.data.data.position.balance) : 0;
  const held = chain ? Number(chain.tokenBalance) : indexedHeld;
  const hype = chain ? Number(chain.hypeBalance) : wallet.data ? Number(wallet.data.balanceReadable) : null;
  const sellAmount = sellPercent === null ? amountText : ((held * sellPercent) / 100).toFixed(TOKEN_DECIMALS);
  const amountIn = side === "buy" ? amountText : sellAmount;
  const blocker = tradeBlocker({ side, amount: isAmount(amountIn) ? Number(amountIn) : null, symbol, state: chain });
  const quote = useTradeQuote(
    signedIn,
    {
      side,
      tokenAddress,
      amountIn: isAmount(amountIn) && blocker === null ? amountIn.trim() : null,
      slippageTolerance: settings.slippageBps,
      priorityTipGwei: settings.priorityTipGwei,
    },
    priceMark,
  );

  const choose = (next: Side) => {
    setSide(next);
    setAmountText("");
    setSellPercent(null);
    setConfirming(false);
    setOutcome({ kind: "idle" });
  };
  const setMax = () => {
    if (side === "sell") {
      setSellPercent(100);
      setAmountText("");
    } else if (hype !== null) setAmountText(String(Math.max(0, Math.floor((hype - GAS_RESERVE_HYPE) * 1e6) / 1e6)));
  };
  const submit = async () => {
    setConfirming(false);
    setOutcome({ kind: "pending", side });
    const answer = await placeTrade(signedIn, {
      side,
      tokenAddress,
      amountIn: amountIn.trim() || "0",
      slippageTolerance: settings.slippageBps,
      ...(settings.priorityTipGwei === null ? {} : { priorityTipGwei: settings.priorityTipGwei }),
      ...(side === "sell" && sellPercent !== null ? { percentage: sellPercent } : {}),
    });
    if (answer.ok) {
      setOutcome("status" in answer.data ? { kind: "sent", side, hash: answer.data.transactionHash } : { kind: "success", side, result: answer.data });
      setAmountText("");
      setSellPercent(null);
      await Promise.all([wallet.mutate(), position.mutate(), state.mutate()]);
    } else {
      setOutcome({ kind: "error", message: answer.message ?? answer.error });
    }
  };

  // Only the quote of the amount now typed counts: one kept from another amount (SWR keeps the last answer
  // while the next loads), a cleared one or a refused one would show the wrong figures and skip the impact check.
  const current = isAmount(amountIn) && blocker === null && quote.data?.ok ? quote.data.data : null;
  const quoted = current !== null && Number(current.amountIn) === Number(amountIn) ? current : null;
  const quoteError = isAmount(amountIn) && blocker === null && quote.data && !quote.data.ok ? (quote.data.message ?? quote.data.error) : null;
  const pending = outcome.kind === "pending";
  const impactHigh = quoted !== null && quoted.priceImpactPercent > PRICE_IMPACT_CONFIRM_PERCENT;

  return (
    <>
      <div className="trade-sides" role="group" aria-label="Trade side">
        <button type="button" className="trade-side-buy" aria-pressed={side === "buy"} onClick={() => choose("buy")}>
          Buy
        </button>
        <button type="button" className="trade-side-sell" aria-pressed={side === "sell"} onClick={() => choose("sell")}>
          Sell
        </button>
      </div>

      <div className="trade-amount-head">
        <label htmlFor={amountId}>Amount ({side === "buy" ? "HYPE" : symbol})</label>
        <span className="trade-balance">
          Balance: {side === "buy" ? (hype === null ? "…" : formatHypeAmount(hype)) : `${formatAmount(held)} ${symbol}`}{" "}
          <button type="button" className="trade-max" onClick={setMax}>
            Max
          </button>
        </span>
      </div>
      <input
        id={amountId}
        className="trade-input"
        inputMode="decimal"
        placeholder="0.0"
        autoComplete="off"
        aria-invalid={blocker !== null}
        value={sellPercent === null ? amountText : `${sellPercent}% · ${formatAmount(Number(sellAmount))}`}
        onChange={(event) => {
          setSellPercent(null);
          setConfirming(false);
          setAmountText(event.target.value.replace(/[^\d.]/g, ""));
        }}
      />
      <TradePresets
        side={side}
        chosen={(preset) => (side === "sell" ? sellPercent === preset : amountText === String(preset))}
        onChoose={(preset) => {
          setConfirming(false);
          if (side === "buy") setAmountText(String(preset));
          else setSellPercent(preset);
        }}
      />
      <TradeSettingsFields />

      <QuoteDetails quote={quoted} side={side} symbol={symbol} />
      {blocker !== null && (
        <p className="trade-quote-error" role="alert">
          {blocker}
        </p>
      )}
      {quoteError !== null && <p className="trade-quote-error">{quoteError}</p>}

      {confirming && quoted ? (
        <ImpactConfirm side={side} impactPercent={quoted.priceImpactPercent} onConfirm={submit} onCancel={() => setConfirming(false)} />
      ) : (
        <button
          type="button"
          className={`button trade-submit trade-submit-${side}`}
          disabled={pending || !isAmount(amountIn) || blocker !== null || (quoted === null && quoteError === null)}
          onClick={impactHigh ? () => setConfirming(true) : submit}
        >
          {pending ? "Sending…" : side === "buy" ? `Buy ${symbol}` : `Sell ${symbol}`}
        </button>
      )}
      {outcome.kind === "sent" ? (
        <SentTrade signedIn={signedIn} side={outcome.side} hash={outcome.hash} onLanded={refreshBalances} />
      ) : (
        <TradeOutcome outcome={outcome} symbol={symbol} wallet={signedIn.wallet.address} />
      )}
      <PositionBox answer={position.data} symbol={symbol} />
    </>
  );
}
