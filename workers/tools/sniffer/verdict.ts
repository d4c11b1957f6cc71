import type { Severity, SnifferCheck, SnifferVerdict } from "../../../shared/schemas/sniffer";

/** Points a finding takes off the 100 a token starts from. */
export const SEVERITY_PENALTY: Record<Severity, number> = { critical: 100, high: 25, medium: 10, low: 3, info: 0 };

/**
 * The verdict and 0–100 score over the checks. Until the trades are simulated there is neither: a token
 * nobody could trade is "not analysed", never "clean".
 */
export function verdictOf(checks: SnifferCheck[]): { verdict: SnifferVerdict; score: number | null; coverage: { analysed: number; total: number } } {
  const coverage = { analysed: checks.filter((check) => check.status === "analysed").length, total: checks.length };
  const trades = checks.find((check) => check.id === "honeypot");
  if (trades === undefined || trades.status === "not-analysed") return { verdict: "not-analysed", score: null, coverage };
  const severities = checks.flatMap((check) => (check.severity === null ? [] : [check.severity]));
  const penalty = severities.reduce((sum, severity) => sum + SEVERITY_PENALTY[severity], 0);
  const score = Math.max(0, 100 - penalty);
  if (trades.severity === "critical") return { verdict: "honeypot", score, coverage };
  if (severities.includes("critical") || severities.includes("high")) return { verdict: "high-risk", score, coverage };
  if (severities.includes("medium")) return { verdict: "caution", score, coverage };
  return { verdict: "clean", score, coverage };
}
