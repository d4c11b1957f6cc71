import { type FormEvent, useId, useState } from "react";
import { RULE_KINDS, type RuleKind, ruleSpecSchema } from "../../../shared/schemas/trading-bot";
import { messageOf } from "../../api/auth";
import { createRule, editRule } from "../../api/trading-bot";
import type { SignedIn } from "../../api/wallet-sign-in";
import { defaultValues, type Field, type FormValues, KIND_FIELDS, KIND_LABELS, specOf } from "./rule-fields";

type Props = {
  signedIn: SignedIn;
  /** Editing this rule; otherwise a new one of `kind`, its fields prefilled (the trade panel's "Set an order"). */
  editing?: { id: string; kind: RuleKind; values: FormValues };
  kind?: RuleKind;
  prefill?: FormValues;
  onDone: () => void;
};

/** Creates or edits a rule of any kind; the shared schema checks it first, the server then (the chain, the position). */
export default function RuleForm({ signedIn, editing, kind: initialKind = "limit-buy", prefill, onDone }: Props) {
  const [kind, setKind] = useState<RuleKind>(editing?.kind ?? initialKind);
  const [values, setValues] = useState<FormValues>(editing?.values ?? defaultValues(initialKind, prefill));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const chooseKind = (next: RuleKind) => {
    setKind(next);
    setValues(defaultValues(next, { tokenAddress: values.tokenAddress ?? "" }));
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ruleSpecSchema.safeParse(specOf(kind, values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return void setError(issue === undefined ? "Check the rule's fields" : `${issue.path.join(".") || "rule"}: ${issue.message}`);
    }
    setBusy(true);
    setError(null);
    const answer = editing ? await editRule(signedIn.accessToken, editing.id, parsed.data) : await createRule(signedIn.accessToken, parsed.data);
    setBusy(false);
    if (!answer.ok) return void setError(messageOf(answer));
    onDone();
  };
  const input = (field: Field) => {
    const fieldId = `${id}-${field.name}`;
    const value = values[field.name] ?? "";
    const change = (next: string) => setValues((current) => ({ ...current, [field.name]: next }));
    return (
      <label key={field.name} className="form-field" htmlFor={fieldId}>
        {field.label}
        {field.kind === "select" ? (
          <select id={fieldId} value={value} onChange={(event) => change(event.target.value)}>
            {field.options!.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={fieldId}
            className={field.kind === "text" ? "mono" : undefined}
            inputMode={field.kind === "number" ? "decimal" : undefined}
            value={value}
            placeholder={field.kind === "text" ? "0x…" : field.hint}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => change(event.target.value)}
          />
        )}
      </label>
    );
  };
  const common: Field[] = [
    { name: "spendCap", label: "Spend cap (HYPE)", kind: "number" },
    { name: "slippagePercent", label: "Slippage (%)", kind: "number" },
    { name: "expiresHours", label: "Expires in (hours)", kind: "number" },
  ];
  return (
    <form className="account-form bot-rule-form" onSubmit={submit} noValidate aria-label={editing ? "Edit rule" : "New rule"}>
      <label className="form-field" htmlFor={`${id}-kind`}>
        Rule
        <select id={`${id}-kind`} value={kind} disabled={editing !== undefined} onChange={(event) => chooseKind(event.target.value as RuleKind)}>
          {RULE_KINDS.map((each) => (
            <option key={each} value={each}>
              {KIND_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      <div className="bot-form-grid">{[...KIND_FIELDS[kind], ...common].map(input)}</div>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Saving…" : editing ? "Save rule" : "Arm rule"}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
