import type { ReactNode } from "react";

/** The six-digit code mailed to an address: digits only, so a mistyped code is caught before it is sent. */
export default function OneTimeCodeField({ label, value, onChange }: { label: ReactNode; value: string; onChange: (code: string) => void }) {
  return (
    <label className="form-field">
      <span>{label}</span>
      <input
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
