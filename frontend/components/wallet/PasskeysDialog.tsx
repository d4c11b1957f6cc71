import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useModalDialog } from "../../app/modal-dialog";
import { useWalletSession } from "../../app/wallet-session";
import PasskeysSection from "../account/PasskeysSection";

/** The wallet menu's way to the passkeys, the same section the account page shows. */
export default function PasskeysDialog() {
  const session = useWalletSession();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeOnOverlayClick = useModalDialog(dialogRef, session.closePasskeys);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click is the pointer's way out; Escape and the close button are the keyboard's
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard closes the dialog with Escape
    <div className="modal-overlay" onClick={closeOnOverlayClick}>
      <div className="modal passkeys-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <div className="modal-header">
          <h2 id={titleId}>Your passkeys</h2>
          <button type="button" className="icon-button" aria-label="Close passkeys" onClick={session.closePasskeys}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        <div className="modal-body">
          <PasskeysSection />
        </div>
      </div>
    </div>,
    document.body,
  );
}
