import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { tokenAddressSchema } from "../../../shared/schemas/primitives";
import type { z } from "../../../shared/schemas/zod";

type Props = {
  /** Where a valid address goes: the tool's page for it. */
  pathFor: (address: string) => string;
  label: string;
  /** The address shown when the page is about one. */
  initial?: string;
  submitLabel: string;
  /** What the box accepts, with its message for anything else: a token address unless told. */
  schema?: z.ZodType<string>;
};

/** An address box: checks the address with the shared schema, then opens the tool's page for it. */
export default function AddressForm({ pathFor, label, initial = "", submitLabel, schema = tokenAddressSchema }: Props) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(value.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid token address format");
      return;
    }
    setError(null);
    navigate(pathFor(parsed.data));
  };
  return (
    <form className="address-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{label}</label>
      <div className="address-form-row">
        <input
          id={inputId}
          className="mono"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
        />
        <button type="submit" className="button button-primary">
          {submitLabel}
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="address-form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
