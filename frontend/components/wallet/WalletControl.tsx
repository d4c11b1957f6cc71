import { useId } from "react";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import { shortAddress } from "../../format/addresses";
import { useDropdown } from "../header/use-dropdown";
import WalletDetails, { useBalanceText } from "./WalletDetails";
import WithdrawHost from "./withdraw/WithdrawDialog";

/** The header's end: Sign in, or the signed-in wallet (address and HYPE balance) opening its details. */
export default function WalletControl() {
  const session = useWalletSession();
  if (session.status === "loading") return null;
  if (!session.signedIn) {
    return (
      <button type="button" className="button button-outline header-sign-in" onClick={session.openSignIn}>
        Sign in
      </button>
    );
  }
  return (
    <>
      <WalletDropdown signedIn={session.signedIn} />
      <WithdrawHost signedIn={session.signedIn} />
    </>
  );
}

function WalletDropdown({ signedIn }: { signedIn: SignedIn }) {
  const { open, setOpen, rootRef, toggleRef, closeToToggle, closeWhenFocusLeaves } = useDropdown();
  const panelId = useId();
  const { text } = useBalanceText(signedIn);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, the blur of the controls inside bubbling up
    <div className="dropdown wallet-dropdown" ref={rootRef} onBlur={closeWhenFocusLeaves}>
      <button
        ref={toggleRef}
        type="button"
        className="button button-outline wallet-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="visually-hidden">Wallet </span>
        <span className="wallet-toggle-address">{shortAddress(signedIn.wallet.address)}</span> <span className="wallet-toggle-balance">{text}</span>
        <span className="dropdown-caret" aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="dropdown-panel wallet-panel">
          <WalletDetails signedIn={signedIn} onDone={closeToToggle} />
        </div>
      )}
    </div>
  );
}
