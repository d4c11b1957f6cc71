import { useState } from "react";
import type { PickedToken } from "./picked-token";

const count = new Intl.NumberFormat("en-US");

type Props = {
  token: PickedToken | null;
  clicked: number;
  counted: number;
  /** Clicks not counted yet: on their way, or held until the server's Retry-After. */
  pending: number;
  notice: string | null;
  onClick: (token: PickedToken) => void;
};

/**
 * The big button: each click (mouse, touch, Space or Enter) bumps the counter and replays a pop at once; the
 * batcher sends the clicks later.
 */
export default function ClickPad({ token, clicked, counted, pending, notice, onClick }: Props) {
  const [pops, setPops] = useState(0);
  if (token === null) return <p className="clicker-hint muted">Pick a token from the board or search for one, then click as fast as you like.</p>;
  return (
    <div className="clicker-pad">
      <button
        type="button"
        className="clicker-button"
        aria-describedby="clicker-counter"
        onClick={() => {
          onClick(token);
          setPops((current) => current + 1);
        }}
      >
        <span key={pops} className={pops === 0 ? "clicker-face" : "clicker-face clicker-pop"}>
          Click for {token.symbol}
        </span>
      </button>
      <p id="clicker-counter" className="clicker-counter" aria-live="polite">
        <strong>{count.format(clicked)}</strong> clicks this visit · {count.format(counted)} counted
        {pending > 0 && <> · {count.format(pending)} pending</>}
      </p>
      {notice !== null && (
        <p className="clicker-notice" role="alert">
          {notice}
        </p>
      )}
    </div>
  );
}
