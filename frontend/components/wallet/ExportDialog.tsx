import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ExportKind } from "../../api/wallet-export";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useBusyAction } from "../../app/busy-action";
import { useModalDialog } from "../../app/modal-dialog";
import { useWalletSession } from "../../app/wallet-session";
import { COPIED_MS } from "../copy-address/use-copy";
import { closeExport, useOpenExport } from "./export-dialog-state";

const WORDS: Record<ExportKind, { title: string; secret: string; show: string; understood: string }> = {
  phrase: {
    title: "Export recovery phrase",
    secret: "recovery phrase",
    show: "Show recovery phrase",
    understood: "I understand that anyone who has my recovery phrase can take everything in this wallet.",
  },
  "private-key": {
    title: "Export private key",
    secret: "private key",
    show: "Show private key",
    understood: "I understand that anyone who has my private key can take everything at this address.",
  },
};

/** The open export's dialog, outside the wallet menu; it closes when the person signs out. */
export default function ExportDialogHost() {
  const kind = useOpenExport();
  const session = useWalletSession();
  if (!kind || !session.signedIn || !session.config) return null;
  return <ExportDialog kind={kind} signedIn={session.signedIn} config={session.config.turnkey} />;
}

type Props = { kind: ExportKind; signedIn: SignedIn; config: NonNullable<ReturnType<typeof useWalletSession>["config"]>["turnkey"] };

/** A warning and an explicit confirmation, then the secret (opened in this browser) with Copy and Hide. */
function ExportDialog({ kind, signedIn, config }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeOnOverlayClick = useModalDialog(dialogRef, closeExport);
  const [understood, setUnderstood] = useState(false);
  const { busy, error, setError, run } = useBusyAction();
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const words = WORDS[kind];

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const reveal = () =>
    run(async () => {
      const { exportSecret } = await import("../../api/wallet-export");
      setSecret(await exportSecret(config, signedIn.wallet, kind));
    });
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setError("Copying failed: this browser did not allow it. Write it down instead."),
    );
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click is the pointer's way out; Escape and the close button are the keyboard's
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard closes the dialog with Escape
    <div className="modal-overlay" onClick={closeOnOverlayClick}>
      <div className="modal export-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy={busy} ref={dialogRef}>
        <div className="modal-header">
          <h2 id={titleId}>{words.title}</h2>
          <button type="button" className="icon-button" aria-label={`Close ${words.title.toLowerCase()}`} onClick={closeExport}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        <div className="modal-body export-body">
          <div className="export-warning" role="note">
            <strong>Anyone who sees your {words.secret} controls your wallet.</strong> They can move all its HYPE and tokens from any device, without signing
            in. lqscan and the wallet provider never ask for it: whoever asks is trying to steal it. Check that no one can see your screen.
          </div>
          <p className="export-wallet-line">
            Wallet <span className="mono">{signedIn.wallet.address}</span>
          </p>
          {secret === undefined ? (
            <>
              <label className="export-confirm">
                <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} disabled={busy} />
                <span>{words.understood}</span>
              </label>
              <div className="export-actions">
                <button type="button" className="button button-ghost" onClick={closeExport}>
                  Cancel
                </button>
                <button type="button" className="button button-primary" disabled={!understood || busy} onClick={() => void reveal()}>
                  {busy ? "Exporting…" : words.show}
                </button>
              </div>
            </>
          ) : (
            <>
              <ExportedSecret kind={kind} secret={secret} />
              <p className="export-hint">Opened in this browser only. Hide it as soon as you have written it down.</p>
              <div className="export-actions">
                <button type="button" className="button button-outline" onClick={() => void copy()}>
                  {copied ? "Copied" : "Copy"}
                </button>
                <button type="button" className="button button-primary" onClick={closeExport}>
                  Hide
                </button>
              </div>
            </>
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

/** The phrase as numbered words (the order matters), the key as one unbroken line of hex. */
function ExportedSecret({ kind, secret }: { kind: ExportKind; secret: string }) {
  if (kind === "private-key") {
    return (
      <p className="export-secret export-key mono" data-testid="exported-secret">
        {secret}
      </p>
    );
  }
  return (
    <ol className="export-secret export-phrase" data-testid="exported-secret" aria-label="Recovery phrase, in order">
      {secret.split(" ").map((word, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a phrase may repeat a word; its place is its identity
        <li key={index}>
          <span className="mono">{word}</span>
        </li>
      ))}
    </ol>
  );
}
