import { Link } from "react-router-dom";
import type { SnifferVerdict } from "../../../shared/schemas/sniffer-verdict";
import type { TokenSafety } from "../../../shared/schemas/token-safety";
import SafetyFigure from "./SafetyFigure";

const VERDICTS: Record<SnifferVerdict, { text: string; level: string }> = {
  honeypot: { text: "Honeypot", level: "critical" },
  "high-risk": { text: "High risk", level: "high" },
  caution: { text: "Caution", level: "medium" },
  clean: { text: "Clean", level: "pass" },
  "not-analysed": { text: "Not analysed", level: "not-analysed" },
};

/** The sniffer's last verdict as a badge that opens its report ("Not checked" until anyone ran it). */
export function VerdictBadge({ token, verdict, score }: { token: string; verdict: SnifferVerdict | null; score: number | null }) {
  const shown = verdict === null ? { text: "Not checked", level: "info" } : VERDICTS[verdict];
  return (
    <Link className={`severity-badge severity-${shown.level} safety-verdict`} to={`/token-sniffer/${token}`} title="Open the token sniffer's report">
      Sniffer: {shown.text}
      {score !== null && ` ${score}`}
    </Link>
  );
}

type Props = { token: string; top10Share: number; safety: TokenSafety };

/** A launch's safety on one line: each share opens the wallets behind it, the verdict opens the sniffer's report. */
export default function SafetyBadges({ token, top10Share, safety }: Props) {
  return (
    <div className="safety-badges" role="group" aria-label="Safety and distribution">
      <SafetyFigure token={token} figure="top10" label="Top 10" share={top10Share} />
      <SafetyFigure token={token} figure="creator" label="Dev" share={safety.creatorShare} />
      <SafetyFigure token={token} figure="snipers" label="Snipers" share={safety.sniperShare} />
      <SafetyFigure token={token} figure="bundle" label="Bundle" share={safety.bundleShare} />
      {safety.lp !== null && (
        <span className={`safety-chip ${safety.lp === "burned" ? "up" : "muted"}`} title={LP_TITLES[safety.lp]}>
          {safety.lp === "burned" ? "LP burned" : "LP partly burned"}
        </span>
      )}
      <VerdictBadge token={token} verdict={safety.snifferVerdict} score={safety.snifferScore} />
    </div>
  );
}

const LP_TITLES = {
  burned: "All the pair's liquidity is the launchpad's, whose LP tokens went to the dead address at bonding",
  mixed: "Others added or removed liquidity since bonding: the sniffer reads the burned share from the chain",
};
