import type { Severity } from "../../../shared/schemas/sniffer";

/** The severity of a figure on a scale of [threshold, severity], worst first; null below every threshold. */
export const severityFor = (value: number, scale: readonly [number, Severity][]): Severity | null =>
  scale.find(([threshold]) => value >= threshold)?.[1] ?? null;
