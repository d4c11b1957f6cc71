import type { FormEvent } from "react";
import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router-dom";
import type { EmailCodeResponse } from "../../../shared/schemas/auth";
import { passkeyHome, passkeysUsable } from "../../api/passkey-support";
import { useWalletSession } from "../../api/wallet-session";
import { useModalDialog } from "../../app/modal-dialog";

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
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const closeOnOverlayClick = useModalDialog(dialogRef, session.closeSignIn);

  /** Runs one sign-in step with the form busy; its failure (the API's or the SDK's message) is shown. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await session.sendCode(email);
      setCode("");
      setStep({ kind: "code", email, sent });
    });
  };
  const signInWithCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === "code") void run(() => session.signInWithCode(step.sent, code, { email: step.email, name }));
  };
  const inboxUrl = session.config?.inboxUrl;
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
            <form className="sign-in-form" onSubmit={sendCode}>
              <label className="form-field">
                <span>E-mail</span>
                <input type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
              </label>
              <label className="form-field">
                <span>Name (optional)</span>
                <input type="text" name="name" autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
              </label>
              <p className="sign-in-hint">We e-mail you a sign-in code. New here? The code creates your wallet, with the name if you give one.</p>
              <div className="sign-in-actions">
                <button type="submit" className="button button-primary" disabled={busy}>
                  Email me a sign-in code
                </button>
              </div>
            </form>
          ) : (
            <form className="sign-in-form" onSubmit={signInWithCode}>
              <p>
                We sent a sign-in code to <strong>{step.email}</strong>. It expires in 5 minutes.
              </p>
              {inboxUrl && (
                <p>
                  On the devnet mail stays on this machine:{" "}
                  <a href={`${inboxUrl}?to=${encodeURIComponent(step.email)}`} target="_blank" rel="noreferrer">
                    open the devnet inbox
                  </a>
                  .
                </p>
              )}
              <label className="form-field">
                <span>Sign-in code</span>
                <input
                  type="text"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  required
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </label>
              <div className="sign-in-actions">
                <button type="submit" className="button button-primary" disabled={busy}>
                  Sign in
                </button>
                <button type="button" className="button button-ghost" disabled={busy} onClick={() => setStep({ kind: "email" })}>
                  Use another e-mail
                </button>
              </div>
            </form>
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
