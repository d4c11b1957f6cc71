import type { ClickerRound } from "../../shared/schemas/clicker";

const DAY_MS = 24 * 3600 * 1000;

/** The round (UTC day) running at `nowMs`: its date and the unix second it ends (the next UTC midnight). */
export function roundAt(nowMs: number): ClickerRound {
  const start = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return { id: new Date(start).toISOString().slice(0, 10), endsAt: (start + DAY_MS) / 1000 };
}

/** When the round of date `id` ends, in milliseconds. */
export const roundEndMs = (id: string) => Date.parse(`${id}T00:00:00Z`) + DAY_MS;

/** Seconds until the round of `id` ends, at least 1: what a capped batch is told to wait. */
export const secondsLeftIn = (id: string, nowMs: number) => Math.max(1, Math.ceil((roundEndMs(id) - nowMs) / 1000));
