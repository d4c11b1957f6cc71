import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { WithdrawPlan } from "../../../../shared/schemas/withdraw";
import type { SignedIn } from "../../../api/wallet-sign-in";
import { useModalDialog } from "../../../app/modal-dialog";
import WithdrawConfirm from "./WithdrawConfirm";
import WithdrawForm, { type WithdrawDraft } from "./WithdrawForm";
import WithdrawSent from "./WithdrawSent";
import { closeWithdraw, useWithdrawOpen } from "./withdraw-open";

type Step = { kind: "form" } | { kind: "confirm"; plan: WithdrawPlan } | { kind: "sent"; plan: WithdrawPlan; hash: string };

/** The wallet menu's Withdraw, while it is open. */
export default function WithdrawHost({ signedIn }: { signedIn: SignedIn }) {
  return useWithdrawOpen() ? <WithdrawDialog signedIn={signedIn} /> : null;
}

const TITLES = { form: "Withdraw", confirm: "Confirm withdrawal", sent: "Withdrawal sent" } as const;

/** Withdraw HYPE or a token: choose, confirm (asset, amount, recipient, network fee), then follow the transaction. */
function WithdrawDialog({ signedIn }: { signedIn: SignedIn }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ kind: "form" });
  // The form keeps what was typed when the person steps back from the confirmation.
  const [draft, setDraft] = useState<WithdrawDraft>({ asset: "HYPE", to: "", amount: "" });
  const closeOnOverlayClick = useModalDialog(dialogRef, closeWithdraw);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click is the pointer's way out; Escape and the close button are the keyboard's
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard closes the dialog with Escape
    <div className="modal-overlay" onClick={closeOnOverlayClick}>
      <div className="modal withdraw-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <div className="modal-header">
          <h2 id={titleId}>{TITLES[step.kind]}</h2>
          <button type="button" className="icon-button" aria-label="Close withdraw" onClick={closeWithdraw}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        <div className="modal-body withdraw-body">
          {step.kind === "form" && (
            <WithdrawForm signedIn={signedIn} draft={draft} onDraft={setDraft} onPlanned={(plan) => setStep({ kind: "confirm", plan })} />
          )}
          {step.kind === "confirm" && (
            <WithdrawConfirm
              signedIn={signedIn}
              plan={step.plan}
              onBack={() => setStep({ kind: "form" })}
              onSent={(hash) => setStep({ kind: "sent", plan: step.plan, hash })}
            />
          )}
          {step.kind === "sent" && <WithdrawSent signedIn={signedIn} plan={step.plan} hash={step.hash} />}
        </div>
      </div>
    </div>,
    document.body,
  );
}
