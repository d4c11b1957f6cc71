import { useState } from "react";
import useSWR from "swr";
import { deleteEverySignIn, deleteSignInSession, getSignInSessions } from "../../api/account";
import { messageOf } from "../../api/auth";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import Spinner from "../../components/spinner/Spinner";
import { formatDateTime } from "../../format/time";

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** The user's sign-ins (this browser and others) with their expiry; sign out one, or everywhere. */
export default function SessionsSection({ signedIn }: { signedIn: SignedIn }) {
  const session = useWalletSession();
  const sessions = useSWR(["sign-ins", signedIn.accessToken], async ([, token]) => {
    const answer = await getSignInSessions(token);
    if (!answer.ok) throw new Error(messageOf(answer));
    return answer.data.sessions;
  });
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  const end = async (id: string, current: boolean) => {
    if (current) return void session.signOut();
    setBusy(id);
    setError(undefined);
    const answer = await deleteSignInSession(signedIn.accessToken, id);
    setBusy(undefined);
    if (!answer.ok) setError(messageOf(answer));
    await sessions.mutate();
  };

  const endEverywhere = async () => {
    setBusy("everywhere");
    setError(undefined);
    const answer = await deleteEverySignIn(signedIn.accessToken);
    setBusy(undefined);
    if (!answer.ok) return void setError(messageOf(answer));
    await session.signOut("You signed out everywhere. Sign in again to use your wallet here.");
  };

  return (
    <section className="tool-card account-card" aria-labelledby="account-sessions">
      <h2 id="account-sessions">Sessions</h2>
      <p className="account-hint">Where you are signed in. A session you sign out ends at once here and at its next refresh elsewhere.</p>
      {sessions.data === undefined && !sessions.error && <Spinner label="Loading your sessions" />}
      {sessions.error && (
        <p className="form-error" role="alert">
          {(sessions.error as Error).message}
        </p>
      )}
      {sessions.data && (
        <ul className="account-list" aria-label="Your sessions">
          {sessions.data.map((item) => (
            <li key={item.id} className="account-item">
              <div className="account-item-text">
                <strong>{item.current ? "This browser" : "Another browser"}</strong>
                <span className="account-muted">
                  Signed in {formatDateTime(seconds(item.signedInAt))} · active {formatDateTime(seconds(item.lastActiveAt))} · expires{" "}
                  {formatDateTime(seconds(item.expiresAt))}
                </span>
              </div>
              <button type="button" className="button button-ghost" disabled={busy !== undefined} onClick={() => void end(item.id, item.current)}>
                {busy === item.id ? "Signing out…" : "Sign out"}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="account-actions">
        <button type="button" className="button button-outline account-danger" disabled={busy !== undefined} onClick={() => void endEverywhere()}>
          {busy === "everywhere" ? "Signing out…" : "Sign out everywhere"}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
