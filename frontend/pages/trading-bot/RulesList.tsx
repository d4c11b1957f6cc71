import { useState } from "react";
import { formatHypeAmount } from "../../../shared/format/numbers";
import type { BotRule } from "../../../shared/schemas/trading-bot";
import type { ApiResult } from "../../api/api-client";
import { messageOf } from "../../api/auth";
import { deleteRule, pauseRule } from "../../api/trading-bot";
import type { SignedIn } from "../../api/wallet-sign-in";
import RuleForm from "./RuleForm";
import { KIND_LABELS, valuesOf } from "./rule-fields";
import { ruleSummary } from "./rule-summary";

type Props = { signedIn: SignedIn; rules: BotRule[]; onChange: () => void; onShowLog: (ruleId: string) => void };

/** Every rule with its state; pause, resume, edit or delete each. */
export default function RulesList({ signedIn, rules, onChange, onShowLog }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (rules.length === 0) return <p className="account-hint">No rules yet: arm one above and it watches the market for you.</p>;
  const act = async (action: () => Promise<ApiResult<unknown>>) => {
    setError(null);
    const answer = await action();
    if (!answer.ok) setError(messageOf(answer));
    onChange();
  };
  return (
    <>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ul className="account-list" aria-label="Your rules">
        {rules.map((rule) => (
          <li key={rule.id} className="account-item bot-rule" data-status={rule.status}>
            {editing === rule.id ? (
              <RuleForm
                signedIn={signedIn}
                editing={{ id: rule.id, kind: rule.spec.kind, values: valuesOf(rule) }}
                onDone={() => {
                  setEditing(null);
                  onChange();
                }}
              />
            ) : (
              <>
                <div className="account-item-text">
                  <strong>
                    {KIND_LABELS[rule.spec.kind]} <span className="account-badge">{rule.status}</span>
                  </strong>
                  <span>{ruleSummary(rule)}</span>
                  <span className="account-muted">
                    Spent {rule.spent} of {rule.spec.spendCap} HYPE · {rule.executions} sent
                    {rule.high === null ? "" : ` · high ${formatHypeAmount(rule.high)}`}
                  </span>
                </div>
                <div className="account-actions">
                  {(rule.status === "armed" || rule.status === "paused") && (
                    <button type="button" className="button" onClick={() => act(() => pauseRule(signedIn.accessToken, rule.id, rule.status === "armed"))}>
                      {rule.status === "armed" ? "Pause" : "Resume"}
                    </button>
                  )}
                  <button type="button" className="button" onClick={() => setEditing(rule.id)}>
                    Edit
                  </button>
                  <button type="button" className="button" onClick={() => onShowLog(rule.id)}>
                    Log
                  </button>
                  <button type="button" className="button account-danger" onClick={() => act(() => deleteRule(signedIn.accessToken, rule.id))}>
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
