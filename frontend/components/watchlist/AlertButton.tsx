import { useState } from "react";
import AlertForm from "./AlertForm";

type Props = { pair: string; symbol: string | null; onCurve: boolean };

/** The pair page's "Alert" button, opening the alert form beneath it. */
export default function AlertButton({ pair, symbol, onCurve }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="alert-control">
      <button type="button" className="button button-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        Alert
      </button>
      {open && (
        <div className="alert-popover">
          <AlertForm pair={pair} symbol={symbol} onCurve={onCurve} onDone={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
