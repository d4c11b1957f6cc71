import { useState } from "react";
import type { WithdrawPlan } from "../../../../shared/schemas/withdraw";
import type { SignedIn } from "../../../api/wallet-sign-in";
import { signAndSendWithdrawal } from "../../../api/withdraw";
import { useBusyAction } from "../../../app/busy-action";
import { useWalletSession } from "../../../app/wallet-session";

/** The last look before signing: asset, amount, recipient, network fee and any warning about the recipient. */
export default function WithdrawConfirm({
  signedIn,
  plan,
  onBack,
  onSent,
}: {
  signedIn: SignedIn;
  plan: WithdrawPlan;
  onBack: () => void;
  onSent: (hash: string) => void;
}) {
  const { config } = useWalletSession();
  const [checked, setChecked] = useState(plan.warnings.length === 0);
  const { busy, error, run } = useBusyAction();

  const confirm = async () => {
    if (config) await run(async () => onSent(await signAndSendWithdrawal(signedIn, config, plan)));
  };

  return (
    <div className="withdraw-confirm" aria-busy={busy}>
      <dl className="withdraw-summary">
        <dt>Asset</dt>
        <dd>
          {plan.asset.symbol}
          {plan.asset.tokenAddress && <span className="withdraw-muted mono"> {plan.asset.tokenAddress}</span>}
        </dd>
        <dt>Amount</dt>
        <dd data-testid="withdraw-amount">
          {plan.amountReadable} {plan.asset.symbol}
        </dd>
        <dt>Recipient</dt>
        <dd className="mono withdraw-recipient" data-testid="withdraw-recipient">
          {plan.to}
        </dd>
        <dt>Network fee</dt>
        <dd data-testid="withdraw-fee">up to {plan.feeReadable} HYPE</dd>
      </dl>
      {plan.warnings.map((warning) => (
        <p key={warning.kind} className="withdraw-warning" role="alert">
          {warning.message}
        </p>
      ))}
      {plan.warnings.length > 0 && (
        <label className="withdraw-check">
          <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} /> I checked the recipient address
        </label>
      )}
      <p className="withdraw-hint">Your wallet signs this in this browser with your session key. A sent withdrawal cannot be undone.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sign-in-actions">
        <button type="button" className="button button-ghost" disabled={busy} onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button-primary" disabled={!checked || busy || !config} onClick={() => void confirm()}>
          {busy ? "Signing and sending…" : "Sign and send"}
        </button>
      </div>
    </div>
  );
}
