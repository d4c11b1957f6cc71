import { type FormEvent, useState } from "react";
import OneTimeCodeField from "../one-time-code/OneTimeCodeField";

type Props = {
  email: string;
  inboxUrl: string | null | undefined;
  busy: boolean;
  onCode: (code: string) => void;
  onAnotherEmail: () => void;
};

/** The code step: where the code went (the devnet's inbox on a local run), the code, and a way back. */
export default function SignInCodeForm({ email, inboxUrl, busy, onCode, onAnotherEmail }: Props) {
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code);
  };

  return (
    <form className="sign-in-form" onSubmit={submit}>
      <p>
        We sent a sign-in code to <strong>{email}</strong>. It expires in 5 minutes.
      </p>
      {inboxUrl && (
        <p>
          On the devnet mail stays on this machine:{" "}
          <a href={`${inboxUrl}?to=${encodeURIComponent(email)}`} target="_blank" rel="noreferrer">
            open the devnet inbox
          </a>
          .
        </p>
      )}
      <OneTimeCodeField label="Sign-in code" value={code} onChange={setCode} />
      <div className="sign-in-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Sign in
        </button>
        <button type="button" className="button button-ghost" disabled={busy} onClick={onAnotherEmail}>
          Use another e-mail
        </button>
      </div>
    </form>
  );
}
