// Deterministic randomness for the market simulator: the same seed gives the same market.

/** A seeded generator (sfc32, seeded through a string hash), with the draws the simulator needs. */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Log-normal: most draws near `median`, a long tail above (trade sizes, holdings). */
  logNormal: (median: number, spread: number) => number;
  /** Exponential waiting time with the given mean (time between events). */
  exponential: (mean: number) => number;
  /** An independent generator for a sub-stream (one per token, per trader …). */
  fork: (label: string) => Random;
};

function hashSeed(seed: string): [number, number, number, number] {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  return [next(), next(), next(), next()];
}

export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const gaussian = () => {
    const u = 1 - next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    logNormal: (median, spread) => median * Math.exp(spread * gaussian()),
    exponential: (mean) => -mean * Math.log(1 - next()),
    fork: (label) => createRandom(`${seed}/${label}`),
  };
  return random;
}
