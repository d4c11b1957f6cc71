import { DEPEG_BPS, type DepegEvent } from "../../../shared/schemas/peg";

export type DeviationPoint = { time: number; deviationBps: number };

/** Points past this (bps) cost a score nothing more: the severity half of the score is gone. */
const SEVERITY_FLOOR_BPS = 200;
/** Taken off the score while a depeg lasts. */
const ACTIVE_DEPEG_PENALTY = 20;

/**
 * Depegs in a deviation history (oldest first): one starts at the first point DEPEG_BPS or more off peg and ends
 * at the first point back within half of that, so a price hovering at the line does not flicker in and out.
 */
export function depegEvents(points: DeviationPoint[]): DepegEvent[] {
  const events: DepegEvent[] = [];
  let open: DepegEvent | null = null;
  for (const { time, deviationBps } of points) {
    const off = Math.abs(deviationBps);
    if (open === null) {
      if (off >= DEPEG_BPS) open = { start: time, end: null, worstBps: deviationBps, direction: deviationBps < 0 ? "below" : "above" };
    } else if (off < DEPEG_BPS / 2) {
      events.push({ ...open, end: time });
      open = null;
    } else if (off > Math.abs(open.worstBps)) {
      open.worstBps = deviationBps;
    }
  }
  if (open !== null) events.push(open);
  return events;
}

/**
 * Share of the time from the first point to `until` that the price spent within DEPEG_BPS of the peg (percent): a
 * candle's close holds until the next candle, as a quiet pool keeps its price between trades. Null without points.
 */
export function timeAtPeg(points: DeviationPoint[], until: number): number | null {
  if (points.length === 0) return null;
  let total = 0;
  let atPeg = 0;
  points.forEach((point, index) => {
    const held = Math.max(0, (points[index + 1]?.time ?? until) - point.time);
    total += held;
    if (Math.abs(point.deviationBps) < DEPEG_BPS) atPeg += held;
  });
  if (total === 0) return Math.abs(points.at(-1)!.deviationBps) < DEPEG_BPS ? 100 : 0;
  return (atPeg / total) * 100;
}

/**
 * A 0-100 peg score (after Pharos's): half the time spent at peg up to `until`, half how far the worst point went (nothing left
 * at SEVERITY_FLOOR_BPS), less ACTIVE_DEPEG_PENALTY while a depeg lasts. Null without history.
 */
export function pegScore(points: DeviationPoint[], events: DepegEvent[], until: number): number | null {
  const atPeg = timeAtPeg(points, until);
  if (atPeg === null) return null;
  const worst = Math.max(...points.map((point) => Math.abs(point.deviationBps)));
  const severity = Math.max(0, 100 - (worst / SEVERITY_FLOOR_BPS) * 100);
  const active = events.at(-1)?.end === null ? ACTIVE_DEPEG_PENALTY : 0;
  return Math.max(0, Math.min(100, Math.round(0.5 * atPeg + 0.5 * severity - active)));
}
