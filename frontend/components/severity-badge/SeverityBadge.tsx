import type { Severity } from "../../../shared/schemas/sniffer";

const LABELS: Record<Severity | "pass" | "not-analysed", string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
  info: "Info",
  pass: "Pass",
  "not-analysed": "Not analysed",
};

/** A finding's severity as a labelled pill (the word carries it, the colour only repeats it). */
export default function SeverityBadge({ level }: { level: Severity | "pass" | "not-analysed" }) {
  return <span className={`severity-badge severity-${level}`}>{LABELS[level]}</span>;
}
