import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { RULE_KINDS, type RuleKind } from "../../../shared/schemas/trading-bot";
import { messageOf } from "../../api/auth";
import { downloadLogCsv, updateSettings, useBotOverview } from "../../api/trading-bot";
import type { SignedIn } from "../../api/wallet-sign-in";
import Spinner from "../../components/spinner/Spinner";
import BotLog from "./BotLog";
import RuleForm from "./RuleForm";
import RulesList from "./RulesList";

/** The signed-in trader's bot: its limits, a new rule (prefilled from ?kind=&token=), the rules and the log. */
export default function BotDashboard({ signedIn }: { signedIn: SignedIn }) {
  const overview = useBotOverview(signedIn.accessToken);
  const [search] = useSearchParams();
  const asked = search.get("kind") as RuleKind | null;
  const kind = asked !== null && RULE_KINDS.includes(asked) ? asked : undefined;
  const prefill = search.get("token") === null ? undefined : { tokenAddress: search.get("token")! };
  const [logRule, setLogRule] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [cap, setCap] = useState<string | null>(null);

  if (overview.data === undefined && !overview.error) return <Spinner label="Loading your bot" />;
  if (overview.error || (overview.data && !overview.data.ok)) {
    const message = overview.data && !overview.data.ok ? messageOf(overview.data) : "Your bot could not be loaded. Please try again.";
    return (
      <p className="tool-error" role="alert">
        {message}
      </p>
    );
  }
  const { settings, rules } = overview.data!.ok ? overview.data!.data : { settings: undefined, rules: [] };
  if (settings === undefined) return null;
  const change = async (update: { paused?: boolean; dailyCap?: string }) => {
    setError(null);
    const answer = await updateSettings(signedIn.accessToken, update);
    if (!answer.ok) setError(messageOf(answer));
    else setCap(null);
    await overview.mutate();
  };
  const saveCap = (event: FormEvent) => {
    event.preventDefault();
    void change({ dailyCap: (cap ?? settings.dailyCap).trim() });
  };
  return (
    <div className="account-sections bot-sections">
      <section className="tool-card bot-limits-card" aria-labelledby="bot-limits">
        <h2 id="bot-limits">Your bot</h2>
        <p className="account-hint">
          {settings.paused ? "Paused: no rule sends anything until you resume." : "Running: armed rules trade from your wallet when their conditions hold."}{" "}
          Spent today {settings.spentToday} of {settings.dailyCap} HYPE.
        </p>
        <div className="account-actions">
          <button
            type="button"
            className={settings.paused ? "button button-primary" : "button account-danger"}
            onClick={() => change({ paused: !settings.paused })}
          >
            {settings.paused ? "Resume all" : "Pause all"}
          </button>
          <form className="bot-cap-form" onSubmit={saveCap} noValidate>
            <label className="form-field">
              Daily cap (HYPE)
              <input inputMode="decimal" value={cap ?? settings.dailyCap} onChange={(event) => setCap(event.target.value)} />
            </label>
            <button type="submit" className="button">
              Save cap
            </button>
          </form>
          <button type="button" className="button" onClick={async () => setError(await downloadLogCsv(signedIn.accessToken))}>
            Export log (CSV)
          </button>
        </div>
        {error !== null && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </section>
      <section className="tool-card bot-form-card" aria-labelledby="bot-new-rule">
        <h2 id="bot-new-rule">New rule</h2>
        <RuleForm
          key={formKey}
          signedIn={signedIn}
          kind={kind}
          prefill={prefill}
          onDone={() => {
            setFormKey((key) => key + 1);
            void overview.mutate();
          }}
        />
      </section>
      <section className="tool-card bot-rules-card" aria-labelledby="bot-rules">
        <h2 id="bot-rules">Rules</h2>
        <RulesList signedIn={signedIn} rules={rules} onChange={() => void overview.mutate()} onShowLog={setLogRule} />
      </section>
      <section className="tool-card bot-log-card" aria-labelledby="bot-log">
        <h2 id="bot-log">Log</h2>
        <BotLog signedIn={signedIn} ruleId={logRule} onShowAll={() => setLogRule(null)} />
      </section>
    </div>
  );
}
