/** A stored answer: what a cache hit and the readers waiting on the same miss are answered with. */
export type StoredAnswer = { status: number; headers: [string, string][]; body: ArrayBuffer };

/** Misses being computed in this isolate, by cache key: concurrent readers of one hot pair wait for one D1 read. */
const inFlight = new Map<string, Promise<StoredAnswer | null>>();

/** A waiting reader computes its own answer after this long (a leader whose client went away may never finish). */
const WAIT_MS = 5_000;
const gaveUp = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS));

/**
 * `compute()`'s answer, computed once for every caller that asks for `key` while it runs: the first caller
 * computes (`leader` true), the others wait for its answer. A null answer (not shareable) lets each caller
 * compute its own.
 */
export async function coalesced(key: string, compute: () => Promise<StoredAnswer | null>): Promise<{ answer: StoredAnswer | null; leader: boolean }> {
  const running = inFlight.get(key);
  if (running !== undefined) return { answer: await Promise.race([running.catch(() => null), gaveUp()]), leader: false };
  const computing = compute().finally(() => inFlight.delete(key));
  inFlight.set(key, computing);
  return { answer: await computing, leader: true };
}
