import type { CountryCode } from "libphonenumber-js/min";
import { type FormEvent, useState } from "react";
import { NAME_MAX_LENGTH } from "../../../shared/schemas/auth";
import { postFollowName } from "../../api/account";
import { messageOf } from "../../api/auth";
import type { ProviderAccount } from "../../api/user-auth";
import { updateUserAuth } from "../../api/user-auth";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import EmailChange from "./EmailChange";
import PhoneField from "./PhoneField";
import { DEFAULT_COUNTRY, e164, guessCountry, phoneDigits } from "./phone";

type Props = { account: ProviderAccount; signedIn: SignedIn; onSaved: () => Promise<unknown> };

/** Name and phone number, saved together through the user-auth helper; the sign-in e-mail has its own proof. */
export default function ProfileSection({ account, signedIn, onSaved }: Props) {
  const session = useWalletSession();
  const email = signedIn.user.email;
  const savedName = account.name === email ? "" : account.name;
  const [name, setName] = useState(savedName);
  const [digits, setDigits] = useState(phoneDigits(account.phoneNumber ?? ""));
  const [country, setCountry] = useState<CountryCode>(guessCountry(digits) ?? DEFAULT_COUNTRY);
  const [status, setStatus] = useState<{ saving: boolean; error?: string; saved?: string }>({ saving: false });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const phoneNumber = e164(digits, country);
    if (phoneNumber === undefined) {
      setStatus({ saving: false, error: "Enter the whole phone number, or clear the field to remove it." });
      return;
    }
    const nameChanged = name.trim() !== savedName;
    const changes = {
      // The provider needs a name: none is the e-mail, as at sign-up.
      ...(nameChanged ? { name: name.trim() || email } : {}),
      ...(phoneNumber !== (account.phoneNumber ?? "") ? { phoneNumber } : {}),
    };
    if (Object.keys(changes).length === 0) {
      setStatus({ saving: false, saved: "Nothing to save: your name and phone number are as shown." });
      return;
    }
    setStatus({ saving: true });
    try {
      if (!session.config) throw new Error("Sign-in is still loading. Please try again.");
      await updateUserAuth(session.config.turnkey, changes);
      if (nameChanged) {
        const followed = await postFollowName(signedIn.accessToken);
        if (!followed.ok) throw new Error(messageOf(followed));
        session.updateUser(followed.data);
      }
      await onSaved();
      setStatus({ saving: false, saved: "Saved." });
    } catch (error) {
      setStatus({ saving: false, error: (error as Error).message });
    }
  };

  return (
    <section className="tool-card account-card" aria-labelledby="account-profile">
      <h2 id="account-profile">Profile</h2>
      <form className="account-form" onSubmit={(event) => void save(event)}>
        <label className="form-field">
          Name
          <input type="text" name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <PhoneField
          digits={digits}
          country={country}
          onChange={(nextDigits, nextCountry) => {
            setDigits(nextDigits);
            setCountry(nextCountry);
          }}
        />
        <div className="account-actions">
          <button type="submit" className="button button-primary" disabled={status.saving}>
            {status.saving ? "Saving…" : "Save changes"}
          </button>
          {status.saved && (
            <p className="account-status" role="status">
              {status.saved}
            </p>
          )}
        </div>
        {status.error && (
          <p className="form-error" role="alert">
            {status.error}
          </p>
        )}
      </form>
      <EmailChange signedIn={signedIn} onChanged={onSaved} />
    </section>
  );
}
