import { useState } from "react";
import { formatAmount, formatHype, formatUsd } from "../../../shared/format/numbers";
import { useReferralStats } from "../../api/referrals";

/** The signed-in referrer's own link, a button that copies it, and what it brought so far. */
export default function ReferralStatsBox({ address }: { address: string }) {
  const link = `${window.location.origin}/ref/${address}`;
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const stats = useReferralStats(address);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  const answer = stats.data;
  return (
    <section className="tool-card" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title">Your referral link</h2>
      <p className="referral-link">
        <input className="mono" readOnly value={link} aria-label="Your referral link" onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button-outline" onClick={() => void copy()}>
          {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy link"}
        </button>
      </p>
      {answer === undefined ? (
        <p className="table-state" role="status">
          Reading your referrals…
        </p>
      ) : !answer.ok ? (
        <p className="tool-error" role="alert">
          Your referral statistics could not be loaded. Please try again.
        </p>
      ) : answer.data.trades === 0 ? (
        <p className="table-state">No trades through your link yet.</p>
      ) : (
        <dl className="stat-grid" aria-label="Referral statistics">
          <div>
            <dt>Referred traders</dt>
            <dd>{formatAmount(answer.data.referredTraders)}</dd>
          </div>
          <div>
            <dt>Trades</dt>
            <dd>{formatAmount(answer.data.trades)}</dd>
          </div>
          <div>
            <dt>Volume</dt>
            <dd>{formatHype(answer.data.volumeHype)}</dd>
          </div>
          <div>
            <dt>Volume (USD)</dt>
            <dd>
              {answer.data.volumeUsd === null ? "—" : formatUsd(answer.data.volumeUsd)}
              {answer.data.tradesAtTodaysPrice > 0 && (
                <small className="muted">
                  {" "}
                  ({formatAmount(answer.data.tradesAtTodaysPrice)} older {answer.data.tradesAtTodaysPrice === 1 ? "trade" : "trades"} at today's HYPE price)
                </small>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
