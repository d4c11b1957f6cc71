import { type FormEvent, useState } from "react";
import type { EmailCodeResponse } from "../../../shared/schemas/auth";
import { postAccountEmail } from "../../api/account";
import { messageOf, postEmailCode, postEmailVerify } from "../../api/auth";
import { encryptCode, signLoginUse } from "../../api/turnkey-session";
import { updateUserAuth } from "../../api/user-auth";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useBusyAction } from "../../app/busy-action";
import { useWalletSession } from "../../app/wallet-session";
import OneTimeCodeField from "../../components/one-time-code/OneTimeCodeField";

type Step = { at: "shown" } | { at: "address" } | { at: "code"; address: string; sent: EmailCodeResponse };

/**
 * The sign-in e-mail moves only with proof of the new address, as sign-in proves one: a code mailed to it. The same
 * proof changes it at the wallet provider (stamped by this browser's key) and then in our account.
 */
export default function EmailChange({ signedIn, onChanged }: { signedIn: SignedIn; onChanged: () => Promise<unknown> }) {
  const session = useWalletSession();
  const [step, setStep] = useState<Step>({ at: "shown" });
  const [address, setAddress] = useState("");
  const [code, setCode] = useState("");
  const { busy, error, run } = useBusyAction();
  const submit = (work: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run(work);
  };

  const sendCode = async () => {
    const sent = await postEmailCode(address.trim());
    if (!sent.ok) throw new Error(messageOf(sent));
    setCode("");
    setStep({ at: "code", address: address.trim().toLowerCase(), sent: sent.data });
  };

  const confirm = (target: { address: string; sent: EmailCodeResponse }) => async () => {
    const turnkey = session.config?.turnkey;
    if (!turnkey) throw new Error("Sign-in is still loading. Please try again.");
    const verified = await postEmailVerify(target.sent.otpId, await encryptCode(turnkey, code.trim(), target.sent.otpEncryptionTargetBundle));
    if (!verified.ok) throw new Error(messageOf(verified));
    const { verificationToken } = verified.data;
    const clientSignature = await signLoginUse(turnkey, verificationToken);
    await updateUserAuth(turnkey, { email: { address: target.address, verificationToken } });
    const moved = await postAccountEmail(signedIn.accessToken, { verificationToken, publicKey: clientSignature.publicKey, clientSignature });
    if (!moved.ok) throw new Error(messageOf(moved));
    session.updateUser(moved.data);
    await onChanged();
    setStep({ at: "shown" });
  };

  return (
    <div className="account-email">
      <p className="account-fact">
        <span>Sign-in e-mail</span> <strong data-testid="account-email">{signedIn.user.email}</strong>
      </p>
      {step.at === "shown" && (
        <button type="button" className="button button-outline" onClick={() => setStep({ at: "address" })}>
          Change e-mail
        </button>
      )}
      {step.at === "address" && (
        <form className="account-form" onSubmit={submit(sendCode)}>
          <label className="form-field">
            New e-mail address
            <input type="email" name="new-email" autoComplete="email" required value={address} onChange={(event) => setAddress(event.target.value)} />
          </label>
          <p className="account-hint">We send a code to the new address; you sign in with it from then on.</p>
          <div className="account-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? "Sending…" : "Send code"}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setStep({ at: "shown" })}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {step.at === "code" && (
        <form className="account-form" onSubmit={submit(confirm(step))}>
          <OneTimeCodeField label={`Code sent to ${step.address}`} value={code} onChange={setCode} />
          <div className="account-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? "Confirming…" : "Confirm new e-mail"}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setStep({ at: "shown" })}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
