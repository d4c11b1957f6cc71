import { useState } from "react";
import { startGoogleLink } from "../../api/google-link";
import { type ProviderAccount, updateUserAuth } from "../../api/user-auth";
import { useWalletSession } from "../../app/wallet-session";
import { formatDate } from "../../format/time";

/** The Google account(s) that sign in to this wallet; unlinking one stops it signing in. */
export default function LinkedAccountsSection({ account, onChanged }: { account: ProviderAccount; onChanged: () => Promise<unknown> }) {
  const session = useWalletSession();
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  const link = async () => {
    setBusy("link");
    setError(undefined);
    try {
      if (!session.config) throw new Error("Sign-in is still loading. Please try again.");
      await startGoogleLink(session.config, "/account");
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(undefined);
    }
  };

  const unlink = async (id: string) => {
    setBusy(id);
    setError(undefined);
    try {
      if (!session.config) throw new Error("Sign-in is still loading. Please try again.");
      await updateUserAuth(session.config.turnkey, { deleteOauthProviderIds: [id] });
      await onChanged();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="tool-card account-card" aria-labelledby="account-linked">
      <h2 id="account-linked">Linked Google account</h2>
      {account.linkedAccounts.length === 0 ? (
        <>
          <p className="account-hint">No Google account is linked: you sign in with a code mailed to {session.signedIn?.user.email}.</p>
          <button type="button" className="button button-primary" disabled={busy !== undefined} onClick={() => void link()}>
            {busy === "link" ? "Opening Google…" : "Link a Google account"}
          </button>
        </>
      ) : (
        <ul className="account-list">
          {account.linkedAccounts.map((linked) => (
            <li key={linked.id} className="account-item">
              <div className="account-item-text">
                <strong>{linked.providerName}</strong>
                <span className="account-muted">
                  {new URL(linked.issuer).host} · linked {formatDate(linked.createdAt / 1000)}
                </span>
              </div>
              <button type="button" className="button button-ghost" disabled={busy !== undefined} onClick={() => void unlink(linked.id)}>
                {busy === linked.id ? "Unlinking…" : "Unlink"}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
