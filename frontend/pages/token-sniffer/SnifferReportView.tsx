import { Link } from "react-router-dom";
import { formatAmount } from "../../../shared/format/numbers";
import type { SnifferCheck, SnifferReport, SnifferVerdict } from "../../../shared/schemas/sniffer";
import { SEVERITIES } from "../../../shared/schemas/sniffer";
import SeverityBadge from "../../components/severity-badge/SeverityBadge";
import SnifferDetails from "./SnifferDetails";
import TradeTrials from "./TradeTrials";

const VERDICTS: Record<SnifferVerdict, { label: string; explanation: string }> = {
  honeypot: { label: "Honeypot", explanation: "Bought tokens cannot be sold or moved." },
  "high-risk": { label: "High risk", explanation: "At least one serious finding." },
  caution: { label: "Caution", explanation: "Findings worth reading before you trade." },
  clean: { label: "No findings", explanation: "Every analysed check passed." },
  "not-analysed": { label: "Not analysed", explanation: "Trades could not be simulated, so the token is neither safe nor unsafe here." },
};

const VENUES = { curve: "Launchpad curve", "hyperswap-v2": "HyperSwap V2", "hyperswap-v3": "HyperSwap V3" } as const;

const clock = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

type Props = { report: SnifferReport; analysing: boolean; onAnalyseAgain: () => void };

export default function SnifferReportView({ report, analysing, onAnalyseAgain }: Props) {
  const { token, verdict } = report;
  const findings = report.checks
    .filter((check) => check.status === "analysed" && check.severity !== null)
    .sort((a, b) => SEVERITIES.indexOf(a.severity!) - SEVERITIES.indexOf(b.severity!));
  const passed = report.checks.filter((check) => check.status === "analysed" && check.severity === null);
  const notAnalysed = report.checks.filter((check) => check.status === "not-analysed");
  return (
    <div className="tool-sections">
      <section className={`tool-card verdict verdict-${verdict}`} aria-labelledby="sniffer-verdict">
        <div className="verdict-score" aria-hidden={report.score === null}>
          <span className="verdict-score-value">{report.score ?? "—"}</span>
          <span className="verdict-score-scale">/ 100</span>
        </div>
        <div className="verdict-body">
          <h2 id="sniffer-verdict">
            {VERDICTS[verdict].label}
            <span className="visually-hidden">{report.score === null ? ", no score" : `, score ${report.score} of 100`}</span>
          </h2>
          <p>{VERDICTS[verdict].explanation}</p>
          <p className="muted">
            {token.symbol ?? "Unknown"} {token.name === null ? "" : `· ${token.name}`} · {report.coverage.analysed} of {report.coverage.total} checks analysed ·
            block {report.block.number} ({clock.format(new Date(report.block.timestamp * 1000))})
          </p>
          {report.market !== null && (
            <p className="muted">
              Traded on{" "}
              <Link className="tool-link" to={`/chart/${report.market.address}`}>
                {VENUES[report.market.venue]}
              </Link>{" "}
              with {formatAmount(Number(report.market.liquidityHype))} HYPE of liquidity
              {report.market.venue === "curve" &&
                ` (prices move against ${formatAmount(Number(report.market.depthHype))} HYPE: the curve's virtual reserve counts there, though nobody can sell into it)`}
            </p>
          )}
        </div>
        <button type="button" className="button button-outline" onClick={onAnalyseAgain} disabled={analysing}>
          {analysing ? "Reading the chain…" : "Analyse again"}
        </button>
      </section>

      <CheckList title="Findings" id="sniffer-findings" checks={findings} empty="Nothing found by the analysed checks." />
      {report.simulation !== null && <TradeTrials caller={report.simulation.caller} trials={report.simulation.trials} />}
      <CheckList title="Passed" id="sniffer-passed" checks={passed} empty="No check passed." />
      {notAnalysed.length > 0 && (
        <CheckList
          title="Not analysed"
          id="sniffer-not-analysed"
          checks={notAnalysed}
          note="These checks could not be run: they count neither for nor against the token."
          empty=""
        />
      )}
      <SnifferDetails report={report} />
    </div>
  );
}

function CheckList({ title, id, checks, empty, note }: { title: string; id: string; checks: SnifferCheck[]; empty: string; note?: string }) {
  return (
    <section className="tool-card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="muted">({checks.length})</span>
      </h2>
      {note !== undefined && <p className="muted">{note}</p>}
      {checks.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="check-list">
          {checks.map((check) => (
            <li key={check.id}>
              <SeverityBadge level={check.status === "not-analysed" ? "not-analysed" : (check.severity ?? "pass")} />
              <span className="check-title">{check.title}</span>
              <span className="check-summary">{check.summary}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
