/** The value at quantile `q` (0..1) of `values`, nearest-rank: p50 of 20 values is the 11th smallest. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error("no values to take a percentile of");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** "p50 X ms, p90 Y ms, …, max Z ms" of `values`, rounded to the millisecond. */
export function percentileLine(values: readonly number[], quantiles: readonly number[]): string {
  const parts = quantiles.map((q) => `p${Math.round(q * 100)} ${Math.round(percentile(values, q))} ms`);
  return `${parts.join(", ")}, max ${Math.round(Math.max(...values))} ms`;
}
