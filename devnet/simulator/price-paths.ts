import { createRandom } from "./random";

// Target prices the simulator's arbitrageur steers pools to. Each is a pure function of (seed, time), so
// history, live mode and a restarted devnet agree on where a price should be without keeping state.

const HOUR = 3600;

/**
 * A price that wanders around `base`: a sum of slow waves in log-price with seeded periods and phases.
 * `volatility` is the size of the largest swing (0.1: about ±10%).
 */
export function wavyPrice(seed: string, base: number, volatility: number): (time: number) => number {
  const random = createRandom(`${seed}/waves`);
  // From a few hours to a few days, smaller swings on shorter periods.
  const waves = [3, 11, 29, 89].map((hours, index) => ({
    period: hours * HOUR * (0.8 + 0.4 * random.next()),
    phase: 2 * Math.PI * random.next(),
    amplitude: (volatility * (index + 1)) / 10,
  }));
  return (time) => base * Math.exp(waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin((2 * Math.PI * time) / wave.period + wave.phase), 0));
}

const PEG_SLOT = 6 * HOUR;

const PEG_JITTER_SLOT = 600;

/** A stretch off peg: from `start` for `duration` seconds, out to `depth` (-0.004: 40 bps below) and smoothly back. */
export type DepegEpisode = { start: number; duration: number; depth: number };

/** How far off peg `episode` has the price at `time` (0 outside it). */
export function depegOffset(episode: DepegEpisode, time: number): number {
  if (time < episode.start || time >= episode.start + episode.duration) return 0;
  return episode.depth * Math.sin((Math.PI * (time - episode.start)) / episode.duration);
}

/**
 * A stablecoin's price in another: within 0.01% of 1 (a new level every ten minutes), except for small
 * depegs (0.05% to 0.6%, 20 to 90 minutes, either way) that start in about a third of the six-hour
 * slots and revert smoothly, and the `planted` ones (devnet/planted: a depeg the tools must find).
 */
export function pegPrice(seed: string, planted: readonly DepegEpisode[] = []): (time: number) => number {
  return (time) => {
    const jitter = (createRandom(`${seed}/jitter/${Math.floor(time / PEG_JITTER_SLOT)}`).next() - 0.5) * 0.0002;
    const plantedOffset = planted.reduce((sum, episode) => sum + depegOffset(episode, time), 0);
    const slot = Math.floor(time / PEG_SLOT);
    const random = createRandom(`${seed}/peg/${slot}`);
    if (!random.chance(0.35)) return 1 + jitter + plantedOffset;
    const start = slot * PEG_SLOT + random.int(0, 4 * HOUR);
    const duration = random.int(20 * 60, 90 * 60);
    const depth = (0.0005 + 0.0055 * random.next()) * (random.chance(0.7) ? -1 : 1);
    return 1 + jitter + plantedOffset + depegOffset({ start, duration, depth }, time);
  };
}
