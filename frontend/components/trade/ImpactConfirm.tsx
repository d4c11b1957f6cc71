import { useId } from "react";

type Props = { side: "buy" | "sell"; impactPercent: number; onConfirm: () => void; onCancel: () => void };

/** A trade that moves the price this much is sent only once the trader says so. */
export default function ImpactConfirm({ side, impactPercent, onConfirm, onCancel }: Props) {
  const impact = `${impactPercent.toFixed(2)}%`;
  const textId = useId();
  return (
    <div className="trade-confirm" role="alertdialog" aria-label="Confirm a high price impact" aria-describedby={textId}>
      <p id={textId}>
        Price impact is {impact}: this {side} gets {impact} less than at the current price. {side === "buy" ? "Buy" : "Sell"} anyway?
      </p>
      <div className="trade-confirm-actions">
        <button type="button" className={`button trade-submit trade-submit-${side}`} onClick={onConfirm}>
          {side === "buy" ? "Buy anyway" : "Sell anyway"}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
