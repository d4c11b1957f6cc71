import { useId, useState } from "react";
import { SLIPPAGE_TOLERANCE_MAX, SLIPPAGE_TOLERANCE_MIN } from "../../../shared/schemas/trade";

type Side = "buy" | "sell";

/**
 * The trade panel's place: buy and sell inputs as the launchpad's trading API will take them
 * (amount, slippage). The API is not connected yet, so nothing here sends a trade.
 */
export default function TradePanel({ symbol }: { symbol: string }) {
  const [side, setSide] = useState<Side>("buy");
  const amountId = useId();
  const slippageId = useId();
  return (
    <section className={`trade-panel trade-panel-${side}`} aria-label="Trade">
      <div className="trade-sides" role="group" aria-label="Trade side">
        <button type="button" className="trade-side-buy" aria-pressed={side === "buy"} onClick={() => setSide("buy")}>
          Buy
        </button>
        <button type="button" className="trade-side-sell" aria-pressed={side === "sell"} onClick={() => setSide("sell")}>
          Sell
        </button>
      </div>
      <label htmlFor={amountId}>{side === "buy" ? "Amount (HYPE)" : `Amount (${symbol})`}</label>
      <input id={amountId} className="trade-input" inputMode="decimal" placeholder="0.0" autoComplete="off" />
      <label htmlFor={slippageId}>Slippage tolerance</label>
      <input id={slippageId} className="trade-input" type="number" min={SLIPPAGE_TOLERANCE_MIN} max={SLIPPAGE_TOLERANCE_MAX} defaultValue={100} />
      <button type="button" className="button trade-submit" disabled>
        {side === "buy" ? `Buy ${symbol}` : `Sell ${symbol}`}
      </button>
      <p className="trade-note" role="note">
        Trading is not connected yet: no order is sent from this panel.
      </p>
    </section>
  );
}
