import { type FormEvent, useId, useState } from "react";
import { passkeyHome, passkeysUsable } from "../../api/passkey-support";
import { usePasskeys } from "../../api/passkeys";
import { useBusyAction } from "../../app/busy-action";
import { useWalletSession } from "../../app/wallet-session";
import { formatDate } from "../../format/time";

const NAME_MAX_LENGTH = 100;

/** A name the person recognises later: the device's platform, as the browser tells it. */
function suggestedName(): string {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform;
  return platform ? `Passkey on ${platform}` : "My passkey";
}

/**
 * The signed-in person's passkeys: each with its name and the date it was added, a way to add one (a
 * WebAuthn registration the browser asks for) and to remove one. Self-contained: it reads the session itself.
 */
export default function PasskeysSection() {
  const session = useWalletSession();
  const passkeys = usePasskeys(session.config, session.signedIn);
  const headingId = useId();
  const [name, setName] = useState(suggestedName);
  const { busy, error, run } = useBusyAction();
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const usable = passkeysUsable(session.config);
  const elsewhere = passkeyHome(session.config);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await passkeys.add(name.trim() || suggestedName());
      setName(suggestedName());
    });
  };

  if (!session.signedIn) return null;
  const list = passkeys.data;
  return (
    <section className="passkeys" aria-labelledby={headingId}>
      <h3 id={headingId}>Passkeys</h3>
      <p className="passkeys-intro">
        Sign in with your fingerprint, face or device PIN instead of an e-mail code. Your wallet's keys stay with the wallet provider.
      </p>
      {passkeys.error ? (
        <div className="passkeys-state" role="alert">
          <p className="form-error">Your passkeys could not be loaded: {(passkeys.error as Error).message}</p>
          <button type="button" className="button button-ghost" onClick={() => void passkeys.mutate()}>
            Try again
          </button>
        </div>
      ) : !list ? (
        <p className="passkeys-state" aria-busy="true">
          Loading your passkeys…
        </p>
      ) : list.length === 0 ? (
        <p className="passkeys-state">No passkeys yet.</p>
      ) : (
        <ul className="passkeys-list">
          {list.map((passkey) => (
            <li key={passkey.id} className="passkeys-item">
              <div>
                <span className="passkeys-name">{passkey.name}</span>
                <span className="passkeys-date">Added {formatDate(passkey.createdAt / 1000)}</span>
              </div>
              {confirming === passkey.id ? (
                <div className="passkeys-confirm">
                  <span>Remove it? You can no longer sign in with it.</span>
                  <button
                    type="button"
                    className="button button-outline"
                    disabled={busy}
                    onClick={() => void run(async () => passkeys.remove(passkey.id)).then(() => setConfirming(undefined))}
                  >
                    Remove
                  </button>
                  <button type="button" className="button button-ghost" disabled={busy} onClick={() => setConfirming(undefined)}>
                    Keep
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={busy}
                  onClick={() => setConfirming(passkey.id)}
                  aria-label={`Remove ${passkey.name}`}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {usable ? (
        <form className="passkeys-add" onSubmit={add}>
          <label className="form-field">
            <span>Passkey name</span>
            <input type="text" name="passkey-name" maxLength={NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Waiting for your passkey…" : "Add a passkey"}
          </button>
        </form>
      ) : (
        <p className="passkeys-state">
          {elsewhere ? (
            <>
              Passkeys work where this app is opened by its name: <a href={elsewhere}>{elsewhere}</a>.
            </>
          ) : (
            "This browser cannot make passkeys."
          )}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
