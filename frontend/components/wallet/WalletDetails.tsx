import { useState } from "react";
import { Link } from "react-router-dom";
import { formatAmount } from "../../../shared/format/numbers";
import { useWalletDetail } from "../../api/wallet-detail";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import { shortAddress } from "../../format/addresses";
import ExportWalletActions from "./ExportWalletActions";
import { openWithdraw } from "./withdraw/withdraw-open";

/** The wallet's HYPE balance as the header shows it ("12.35 HYPE"), "…" until it is read. */
export function useBalanceText(signedIn: SignedIn) {
  const detail = useWalletDetail(signedIn);
  const text = detail.data ? `${formatAmount(Number(detail.data.balanceReadable))} HYPE` : "… HYPE";
  return { detail, text };
}

/** The signed-in wallet: address (copy), balance, the devnet faucet and sign-out. */
export default function WalletDetails({ signedIn, onDone }: { signedIn: SignedIn; onDone?: () => void }) {
  const session = useWalletSession();
  const { detail, text } = useBalanceText(signedIn);
  const [copied, setCopied] = useState(false);
  const [funding, setFunding] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const { address } = signedIn.wallet;

  const copy = async () => {
    await navigator.clipboard.writeText(address);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  const fund = async () => {
    setFunding(true);
    setError(undefined);
    try {
      await detail.fund();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setFunding(false);
    }
  };

  return (
    <div className="wallet-details">
      <p className="wallet-owner">{signedIn.user.name ?? signedIn.user.email}</p>
      <div className="wallet-row">
        <span className="wallet-address" title={address}>
          {shortAddress(address)}
        </span>
        <button type="button" className="button button-ghost wallet-copy" onClick={() => void copy()} aria-label="Copy wallet address">
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <p className="wallet-balance" aria-live="polite">
        <span>Balance</span> <strong data-testid="wallet-balance">{text}</strong>
      </p>
      {detail.error && <p className="form-error">{(detail.error as Error).message}</p>}
      {session.config?.faucet && (
        <button type="button" className="button button-outline" disabled={funding} onClick={() => void fund()}>
          {funding ? "Funding…" : "Get 100 HYPE (devnet faucet)"}
        </button>
      )}
      <Link className="button button-ghost" to="/portfolio" onClick={onDone}>
        Portfolio
      </Link>
      <Link className="button button-ghost" to="/wallet/activity" onClick={onDone}>
        Activity
      </Link>
      <Link className="button button-ghost" to={`/ref/${address}`} onClick={onDone}>
        Referral link
      </Link>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ExportWalletActions onDone={onDone} />
      <button
        type="button"
        className="button button-outline"
        onClick={() => {
          onDone?.();
          openWithdraw();
        }}
      >
        Withdraw
      </button>
      <Link className="button button-ghost" to="/account" onClick={onDone}>
        Account settings
      </Link>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => {
          onDone?.();
          session.openPasskeys();
        }}
      >
        Passkeys
      </button>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => {
          onDone?.();
          void session.signOut();
        }}
      >
        Sign out
      </button>
    </div>
  );
}
