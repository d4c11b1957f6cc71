import { useCallback, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { SwapActivity } from "../../../shared/schemas/activity";
import type { TradeResult } from "../../../shared/schemas/trade";
import { SLIPPAGE_TOLERANCE_MAX } from "../../../shared/schemas/trade";
import { explorerLink, useChainConfig } from "../../api/chain-config";
import { placeTrade, usePosition, useTradeQuote } from "../../api/trading";
import { useWalletDetail } from "../../api/wallet-detail";
import { type SignedIn, useWalletSession } from "../../api/wallet-session";
import { shortAddress } from "../../format/addresses";
import { formatAmount } from "../../format/numbers";
import PositionBox from "./PositionBox";
import SentTrade from "./SentTrade";
import { useTradeSettings } from "./trade-settings";

type Side = "buy" | "sell";
type Outcome =
  | { kind: "idle" }
  | { kind: "pending"; side: Side }
  | { kind: "sent"; side: Side; hash: string }
  | { kind: "success"; side: Side; result: TradeResult }
  | { kind: "error"; message: string };

/** HYPE kept back by Max on a buy, for the gas. */
const GAS_RESERVE_HYPE = 0.01;
const TOKEN_DECIMALS = 6;
/** The four quick amounts, by their place in the row. */
const PRESET_SLOTS = [0, 1, 2, 3] as const;

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
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [settings, updateSettings] = useTradeSettings();
  const wallet = useWalletDetail(signedIn);
  const position = usePosition(tokenAddress, signedIn.wallet.address);
  // The wallet's own trade, as the feed brings it, moves the position: read it again at once.
  const ownTrade = latestTrade?.traderAddress.toLowerCase() === signedIn.wallet.address.toLowerCase() ? latestTrade.id : null;
  const refreshPosition = position.mutate;
  useEffect(() => {
    if (ownTrade !== null) void refreshPosition();
  }, [ownTrade, refreshPosition]);
  const refreshWallet = wallet.mutate;
  const refreshBalances = useCallback(() => void Promise.all([refreshWallet(), refreshPosition()]), [refreshWallet, refreshPosition]);
  const amountId = useId();
  const slippageId = useId();

  const held = position.data?.ok && position.data.data.position ? Number(position.data.data.position.balance) : 0;
  const hype = wallet.data ? Number(wallet.data.balanceReadable) : null;
  const sellAmount = sellPercent === null ? amountText : ((held * sellPercent) / 100).toFixed(TOKEN_DECIMALS);
  const amountIn = side === "buy" ? amountText : sellAmount;
  const quote = useTradeQuote(
    signedIn,
    { side, tokenAddress, amountIn: isAmount(amountIn) ? amountIn.trim() : null, slippageTolerance: settings.slippageBps },
    latestTrade?.id ?? "",
  );
  const unitIn = side === "buy" ? "HYPE" : symbol;
  const unitOut = side === "buy" ? symbol : "HYPE";

  const choose = (next: Side) => {
    setSide(next);
    setAmountText("");
    setSellPercent(null);
    setOutcome({ kind: "idle" });
  };
  const setMax = () => {
    if (side === "sell") {
      setSellPercent(100);
      setAmountText("");
    } else if (hype !== null) setAmountText(String(Math.max(0, Math.floor((hype - GAS_RESERVE_HYPE) * 1e6) / 1e6)));
  };
  const submit = async () => {
    setOutcome({ kind: "pending", side });
    const answer = await placeTrade(signedIn, {
      side,
      tokenAddress,
      amountIn: amountIn.trim() || "0",
      slippageTolerance: settings.slippageBps,
      ...(side === "sell" && sellPercent !== null ? { percentage: sellPercent } : {}),
    });
    if (answer.ok) {
      setOutcome("status" in answer.data ? { kind: "sent", side, hash: answer.data.transactionHash } : { kind: "success", side, result: answer.data });
      setAmountText("");
      setSellPercent(null);
      await Promise.all([wallet.mutate(), position.mutate()]);
    } else {
      setOutcome({ kind: "error", message: answer.message ?? answer.error });
    }
  };

  const presets = side === "buy" ? settings.buyPresets : settings.sellPresets;
  const editPreset = (index: number, text: string) => {
    const value = Number(text);
    if (!(value > 0) || (side === "sell" && value > 100)) return;
    const next = presets.map((preset, at) => (at === index ? value : preset));
    updateSettings(side === "buy" ? { buyPresets: next } : { sellPresets: next });
  };
  // A quote kept from an amount since cleared (after a trade) is not shown.
  const quoted = isAmount(amountIn) && quote.data?.ok ? quote.data.data : null;
  const pending = outcome.kind === "pending";

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
        <label htmlFor={amountId}>Amount ({unitIn})</label>
        <span className="trade-balance">
          Balance: {side === "buy" ? (hype === null ? "…" : `${formatAmount(hype)} HYPE`) : `${formatAmount(held)} ${symbol}`}{" "}
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
        value={sellPercent === null ? amountText : `${sellPercent}% · ${formatAmount(Number(sellAmount))}`}
        onChange={(event) => {
          setSellPercent(null);
          setAmountText(event.target.value.replace(/[^\d.]/g, ""));
        }}
      />
      <div className="trade-presets" role="group" aria-label={side === "buy" ? "Quick amounts in HYPE" : "Quick amounts in percent of your holding"}>
        {PRESET_SLOTS.map((slot) => {
          const preset = presets[slot] ?? 0;
          return editing ? (
            <input
              key={`${side}-${slot}`}
              className="trade-input trade-preset-input"
              inputMode="decimal"
              aria-label={`Quick amount ${slot + 1}`}
              defaultValue={preset}
              onBlur={(event) => editPreset(slot, event.target.value)}
            />
          ) : (
            <button
              key={`${side}-${slot}`}
              type="button"
              className="trade-preset"
              aria-pressed={side === "sell" ? sellPercent === preset : amountText === String(preset)}
              onClick={() => {
                if (side === "buy") setAmountText(String(preset));
                else setSellPercent(preset);
              }}
            >
              {side === "buy" ? preset : `${preset}%`}
            </button>
          );
        })}
        <button type="button" className="trade-preset-edit" aria-pressed={editing} onClick={() => setEditing((was) => !was)}>
          {editing ? "Done" : "Edit"}
        </button>
      </div>

      <div className="trade-slippage">
        <label htmlFor={slippageId}>Slippage tolerance (%)</label>
        <input
          id={slippageId}
          className="trade-input trade-slippage-input"
          type="number"
          min={0}
          max={SLIPPAGE_TOLERANCE_MAX / 100}
          step={0.1}
          value={settings.slippageBps / 100}
          onChange={(event) => {
            const bps = Math.round(Number(event.target.value) * 100);
            if (bps >= 0 && bps <= SLIPPAGE_TOLERANCE_MAX) updateSettings({ slippageBps: bps });
          }}
        />
      </div>

      <dl className="trade-quote" aria-label="Quote" aria-live="polite">
        <div>
          <dt>You receive</dt>
          <dd>{quoted ? `≈ ${formatAmount(Number(quoted.amountOut))} ${unitOut}` : "—"}</dd>
        </div>
        <div>
          <dt>Minimum received</dt>
          <dd>{quoted ? `${formatAmount(Number(quoted.minimumReceived))} ${unitOut}` : "—"}</dd>
        </div>
        <div>
          <dt>Price impact</dt>
          <dd className={quoted && quoted.priceImpactPercent >= 5 ? "trade-impact-high" : undefined}>
            {quoted ? `${quoted.priceImpactPercent.toFixed(2)}%` : "—"}
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{quoted ? `${formatAmount(Number(quoted.fee))} HYPE` : "—"}</dd>
        </div>
      </dl>
      {quote.data && !quote.data.ok && isAmount(amountIn) && <p className="trade-quote-error">{quote.data.message ?? quote.data.error}</p>}

      <button type="button" className={`button trade-submit trade-submit-${side}`} disabled={pending || !isAmount(amountIn)} onClick={submit}>
        {pending ? "Sending…" : side === "buy" ? `Buy ${symbol}` : `Sell ${symbol}`}
      </button>
      {outcome.kind === "sent" ? (
        <SentTrade signedIn={signedIn} side={outcome.side} hash={outcome.hash} onLanded={refreshBalances} />
      ) : (
        <TradeOutcome outcome={outcome} symbol={symbol} wallet={signedIn.wallet.address} />
      )}
      <PositionBox answer={position.data} symbol={symbol} />
    </>
  );
}

function TradeOutcome({ outcome, symbol, wallet }: { outcome: Outcome; symbol: string; wallet: string }) {
  const explorerUrl = useChainConfig().data?.explorerUrl;
  if (outcome.kind === "idle" || outcome.kind === "sent") return null;
  if (outcome.kind === "pending") {
    return (
      <p className="trade-status trade-pending" role="status">
        Sending your {outcome.side} and waiting for it to be mined…
      </p>
    );
  }
  if (outcome.kind === "error") {
    return (
      <p className="trade-status trade-error" role="alert">
        {outcome.message}
      </p>
    );
  }
  const { result, side } = outcome;
  const spent = side === "buy" ? `${formatAmount(Number(result.amountIn))} HYPE` : `${formatAmount(Number(result.amountIn))} ${symbol}`;
  const got = side === "buy" ? `${formatAmount(Number(result.amountOut))} ${symbol}` : `${formatAmount(Number(result.amountOut))} HYPE`;
  const link = explorerLink(explorerUrl, "tx", result.transactionHash);
  return (
    <p className="trade-status trade-success" role="status">
      {side === "buy" ? `Bought ${got} for ${spent}` : `Sold ${spent} for ${got}`} in block {result.userBlockNumber}.{" "}
      {link === null ? (
        <OwnTradesLink wallet={wallet} hash={result.transactionHash} />
      ) : (
        <a className="mono" href={link} target="_blank" rel="noopener noreferrer" title={result.transactionHash}>
          Tx {shortAddress(result.transactionHash)}
        </a>
      )}
    </p>
  );
}

/** No explorer on the devnet: the transaction links to the wallet's own trades in the table below. */
function OwnTradesLink({ wallet, hash }: { wallet: string; hash: string }) {
  const [searchParams] = useSearchParams();
  const params = new URLSearchParams(searchParams);
  params.set("trader", wallet);
  return (
    <Link className="mono" to={`?${params.toString()}`} title={hash}>
      Tx {shortAddress(hash)}
    </Link>
  );
}
