/** A deviation in basis points with its sign and one decimal: "+4.2 bps", "-35.0 bps"; unknown is "—". */
export function formatBps(bps: number | null | undefined): string {
  if (bps === null || bps === undefined || !Number.isFinite(bps)) return "—";
  const fixed = Math.abs(bps).toFixed(1);
  if (fixed === "0.0") return "0.0 bps";
  return `${bps < 0 ? "-" : "+"}${fixed} bps`;
}
