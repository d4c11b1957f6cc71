import type { FormEvent } from "react";
import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router-dom";
import type { EmailCodeResponse } from "../../../shared/schemas/auth";
import { passkeyHome, passkeysUsable } from "../../api/passkey-support";
import { useBusyAction } from "../../app/busy-action";
import { useModalDialog } from "../../app/modal-dialog";
import { useWalletSession } from "../../app/wallet-session";
import SignInCodeForm from "./SignInCodeForm";
import SignInEmailForm from "./SignInEmailForm";

type Step = { kind: "email" } | { kind: "code"; email: string; sent: EmailCodeResponse };

/** Continue with Google, or by e-mail: a one-time code signs a returning user in, or makes a new user's wallet. */
export default function SignInModal() {
  const session = useWalletSession();
  const location = useLocation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ kind: "email" });
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const { busy, error, run } = useBusyAction();
  const closeOnOverlayClick = useModalDialog(dialogRef, session.closeSignIn);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await session.sendCode(email);
      setStep({ kind: "code", email, sent });
    });
  };
  const passkeyElsewhere = passkeyHome(session.config);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click is the pointer's way out; Escape and the close button are the keyboard's
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard closes the sign-in with Escape
    <div className="modal-overlay" onClick={closeOnOverlayClick}>
      <div className="modal sign-in-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy={busy} ref={dialogRef}>
        <div className="modal-header">
          <h2 id={titleId}>Sign in</h2>
          <button type="button" className="icon-button" aria-label="Close sign-in" onClick={session.closeSignIn}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        <div className="modal-body sign-in-body">
          {session.notice && (
            <p className="sign-in-notice" role="status">
              {session.notice}
            </p>
          )}
          <p>Sign in to get your embedded HyperEVM wallet. Its keys stay with the wallet provider, never in this app.</p>
          <button
            type="button"
            className="button button-outline button-large sign-in-google"
            disabled={busy}
            onClick={() => void run(() => session.continueWithGoogle(`${location.pathname}${location.search}`))}
          >
            <span className="google-mark" aria-hidden="true">
              G
            </span>
            Continue with Google
          </button>
          {passkeysUsable(session.config) && (
            <button
              type="button"
              className="button button-outline button-large sign-in-passkey"
              disabled={busy}
              onClick={() => void run(session.signInWithPasskey)}
            >
              Sign in with a passkey
            </button>
          )}
          {passkeyElsewhere && (
            <p className="sign-in-hint">
              Passkeys work where this app is opened by its name: <a href={passkeyElsewhere}>{passkeyElsewhere}</a>.
            </p>
          )}
          <div className="sign-in-divider">
            <span>or with e-mail</span>
          </div>
          {step.kind === "email" ? (
            <SignInEmailForm email={email} name={name} busy={busy} onEmail={setEmail} onName={setName} onSubmit={sendCode} />
          ) : (
            <SignInCodeForm
              key={step.sent.otpId}
              email={step.email}
              inboxUrl={session.config?.inboxUrl}
              busy={busy}
              onCode={(code) => void run(() => session.signInWithCode(step.sent, code, { email: step.email, name }))}
              onAnotherEmail={() => setStep({ kind: "email" })}
            />
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
