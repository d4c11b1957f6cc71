import { type FormEvent, useState } from "react";
import { sessionPublicKeySchema } from "../../../shared/schemas/auth";
import { type ProviderAccount, updateUserAuth } from "../../api/user-auth";
import { useBusyAction } from "../../app/busy-action";
import { useWalletSession } from "../../app/wallet-session";
import { shortAddress } from "../../format/addresses";
import { formatDateTime } from "../../format/time";

type Props = { account: ProviderAccount; onChanged: () => Promise<unknown> };

const seconds = (ms: number) => ms / 1000;

/** The account's API keys at the wallet provider: this browser's session key, other sessions' and keys added by hand. */
export default function ApiKeysSection({ account, onChanged }: Props) {
  const session = useWalletSession();
  const [name, setName] = useState("");
  const [publicKey, setPublicKey] = useState("");
  const { busy, error, setError, run } = useBusyAction();
  // Which action runs, for its button's label: a key's id, or "add".
  const [acting, setActing] = useState<string | undefined>(undefined);

  const change = (what: string, changes: Parameters<typeof updateUserAuth>[1]) => {
    setActing(what);
    return run(async () => {
      if (!session.config) throw new Error("Sign-in is still loading. Please try again.");
      await updateUserAuth(session.config.turnkey, changes);
      await onChanged();
    });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sessionPublicKeySchema.safeParse(publicKey.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid public key");
      return;
    }
    if (await change("add", { addApiKeys: [{ name: name.trim(), publicKey: parsed.data }] })) {
      setName("");
      setPublicKey("");
    }
  };

  return (
    <section className="tool-card account-card" aria-labelledby="account-keys">
      <h2 id="account-keys">API keys</h2>
      <p className="account-hint">Keys that can act for your wallet. Session keys end with their session; a key you add lasts until you delete it.</p>
      <ul className="account-list">
        {account.apiKeys.map((key) => (
          <li key={key.id} className="account-item">
            <div className="account-item-text">
              <strong>{key.name}</strong>
              {key.thisBrowser && <span className="account-badge">This browser</span>}
              <span className="account-muted" title={key.publicKey}>
                {shortAddress(key.publicKey)} · added {formatDateTime(seconds(key.createdAt))}
                {key.expiresAt === null ? " · never expires" : ` · expires ${formatDateTime(seconds(key.expiresAt))}`}
              </span>
            </div>
            <button
              type="button"
              className="button button-ghost"
              disabled={key.thisBrowser || busy}
              title={key.thisBrowser ? "This browser signs with this key: sign out instead" : undefined}
              onClick={() => void change(key.id, { deleteApiKeyIds: [key.id] })}
              aria-label={`Delete API key ${key.name}`}
            >
              {busy && acting === key.id ? "Deleting…" : "Delete"}
            </button>
          </li>
        ))}
      </ul>
      <form className="account-form account-inline-form" onSubmit={(event) => void add(event)}>
        <label className="form-field">
          Key name
          <input type="text" name="key-name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="form-field">
          Public key (compressed P-256, hex)
          <input type="text" name="key-public" required spellCheck={false} value={publicKey} onChange={(event) => setPublicKey(event.target.value)} />
        </label>
        <button type="submit" className="button button-outline" disabled={busy}>
          {busy && acting === "add" ? "Adding…" : "Add API key"}
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
