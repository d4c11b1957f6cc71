// Shares of a whole as the tools write them, in the sniffer's summaries (worker) and on its pages (frontend).

/** A share in percent, unsigned: one decimal from 10% up, two below ("25.0%", "4.08%"); unknown is "—". */
export function formatShare(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return "—";
  return `${percent.toFixed(percent >= 10 ? 1 : 2)}%`;
}
