import { describe, expect, it } from "vitest";
import { createRandom } from "../../../../devnet/simulator/random";

const draws = (seed: string, n = 5) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe("simulator randomness", () => {
  it("repeats exactly for the same seed and differs for another", () => {
    expect(draws("lqscan")).toEqual(draws("lqscan"));
    expect(draws("lqscan")).not.toEqual(draws("lqscan2"));
  });

  it("forks independent, repeatable sub-streams", () => {
    const first = createRandom("seed").fork("token-1").next();
    expect(createRandom("seed").fork("token-1").next()).toBe(first);
    expect(createRandom("seed").fork("token-2").next()).not.toBe(first);
  });

  it("draws within bounds and with the asked-for centre", () => {
    const random = createRandom("bounds");
    const ints = Array.from({ length: 10_000 }, () => random.int(3, 7));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(7);
    const sizes = Array.from({ length: 10_000 }, () => random.logNormal(10, 1)).sort((a, b) => a - b);
    const median = sizes[5000] ?? 0;
    expect(median).toBeGreaterThan(9);
    expect(median).toBeLessThan(11);
    const waits = Array.from({ length: 10_000 }, () => random.exponential(4));
    expect(waits.reduce((sum, w) => sum + w, 0) / waits.length).toBeGreaterThan(3.8);
    expect(waits.reduce((sum, w) => sum + w, 0) / waits.length).toBeLessThan(4.2);
  });
});
