import { Link } from "react-router-dom";
import type { SnifferVerdict } from "../../../shared/schemas/sniffer-verdict";
import type { ListSafety } from "../../../shared/schemas/token-safety";
import SafetyFigure from "./SafetyFigure";

const VERDICTS: Record<SnifferVerdict, { text: string; level: string }> = {
  honeypot: { text: "Honeypot", level: "critical" },
  "high-risk": { text: "High risk", level: "high" },
  caution: { text: "Caution", level: "medium" },
  clean: { text: "Clean", level: "pass" },
  "not-analysed": { text: "Not analysed", level: "not-analysed" },
};

/** The sniffer's last verdict as a badge that opens its report ("Not checked" until anyone ran it). */
export function VerdictBadge({
  token,
  verdict,
  score,
  compact = false,
}: {
  token: string;
  verdict: SnifferVerdict | null;
  score: number | null;
  compact?: boolean;
}) {
  const shown = verdict === null ? { text: "Not checked", level: "info" } : VERDICTS[verdict];
  return (
    <Link className={`severity-badge severity-${shown.level} safety-verdict`} to={`/token-sniffer/${token}`} title="Open the token sniffer's report">
      {!compact && "Sniffer: "}
      {shown.text}
      {score !== null && ` ${score}`}
    </Link>
  );
}

/** Each figure's label, long on a card or the pair page, short in a dense table. */
const LABELS = {
  top10: ["Top 10", "T10"],
  creator: ["Dev", "Dev"],
  snipers: ["Snipers", "Snipe"],
  bundle: ["Bundle", "Bndl"],
} as const;

type Props = { token: string; safety: ListSafety; compact?: boolean };

/**
 * A token's safety on one line: each share opens the wallets behind it, the verdict opens the sniffer's report. Figures
 * not known for the token (it did not launch on the curve, its holders are not tracked) are left out; with none, "—".
 */
export default function SafetyBadges({ token, safety, compact = false }: Props) {
  const launch = safety.creatorShare !== null;
  const figures = [
    { figure: "top10", share: safety.top10Share },
    { figure: "creator", share: safety.creatorShare },
    { figure: "snipers", share: safety.sniperShare },
    { figure: "bundle", share: safety.bundleShare },
  ] as const;
  const known = figures.filter((entry) => entry.share !== null);
  if (known.length === 0 && safety.snifferVerdict === null) return <span className="muted">—</span>;
  return (
    <div className={`safety-badges${compact ? " compact" : ""}`} role="group" aria-label="Safety and distribution">
      {known.map(({ figure, share }) => (
        <SafetyFigure key={figure} token={token} figure={figure} label={LABELS[figure][compact ? 1 : 0]} share={share!} />
      ))}
      {safety.lp !== null && (
        <span className={`safety-chip ${safety.lp === "burned" ? "up" : "muted"}`} title={LP_TITLES[safety.lp]}>
          {safety.lp === "burned" ? "LP burned" : "LP partly burned"}
        </span>
      )}
      {(launch || safety.snifferVerdict !== null) && (
        <VerdictBadge token={token} verdict={safety.snifferVerdict} score={safety.snifferScore} compact={compact} />
      )}
    </div>
  );
}

const LP_TITLES = {
  burned: "All the pair's liquidity is the launchpad's, whose LP tokens went to the dead address at bonding",
  mixed: "Others added or removed liquidity since bonding: the sniffer reads the burned share from the chain",
};
