import { useId } from "react";
import { formatAmount, formatHypeAmount } from "../../../shared/format/numbers";
import TradePresets from "./TradePresets";
import type { TradeAmount } from "./use-trade-amount";

type Props = { amount: TradeAmount; symbol: string; held: number; hype: number | null; invalid: boolean };

/** The side (Buy, Sell), the balance it spends with Max, the amount and its presets. */
export default function TradeAmountField({ amount, symbol, held, hype, invalid }: Props) {
  const amountId = useId();
  const { side, sellPercent, amountText } = amount;
  return (
    <>
      <div className="trade-sides" role="group" aria-label="Trade side">
        <button type="button" className="trade-side-buy" aria-pressed={side === "buy"} onClick={() => amount.choose("buy")}>
          Buy
        </button>
        <button type="button" className="trade-side-sell" aria-pressed={side === "sell"} onClick={() => amount.choose("sell")}>
          Sell
        </button>
      </div>

      <div className="trade-amount-head">
        <label htmlFor={amountId}>Amount ({side === "buy" ? "HYPE" : symbol})</label>
        <span className="trade-balance">
          Balance: {side === "buy" ? (hype === null ? "…" : formatHypeAmount(hype)) : `${formatAmount(held)} ${symbol}`}{" "}
          <button type="button" className="trade-max" onClick={amount.max}>
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
        aria-invalid={invalid}
        value={sellPercent === null ? amountText : `${sellPercent}% · ${formatAmount(Number(amount.sellAmount))}`}
        onChange={(event) => amount.type(event.target.value)}
      />
      <TradePresets side={side} chosen={(preset) => (side === "sell" ? sellPercent === preset : amountText === String(preset))} onChoose={amount.preset} />
    </>
  );
}
