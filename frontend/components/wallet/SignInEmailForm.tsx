import type { FormEvent } from "react";

type Props = {
  email: string;
  name: string;
  busy: boolean;
  onEmail: (email: string) => void;
  onName: (name: string) => void;
  onSubmit: (event: FormEvent) => void;
};

/** The e-mail step: the address to mail a code to, and the name a new wallet gets. */
export default function SignInEmailForm({ email, name, busy, onEmail, onName, onSubmit }: Props) {
  return (
    <form className="sign-in-form" onSubmit={onSubmit}>
      <label className="form-field">
        <span>E-mail</span>
        <input type="email" name="email" autoComplete="email" required value={email} onChange={(event) => onEmail(event.target.value)} />
      </label>
      <label className="form-field">
        <span>Name (optional)</span>
        <input type="text" name="name" autoComplete="name" maxLength={100} value={name} onChange={(event) => onName(event.target.value)} />
      </label>
      <p className="sign-in-hint">We e-mail you a sign-in code. New here? The code creates your wallet, with the name if you give one.</p>
      <div className="sign-in-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Email me a sign-in code
        </button>
      </div>
    </form>
  );
}
