/** Charts the side-by-side page shows at most: four stay readable at 1280 px (two rows of two). */
export const CHARTS_MAX = 4;

const PAIR_ADDRESS = /^0x[0-9a-f]{40}$/;

/** The pairs of `?pairs=` in order: lowercase addresses, each once, malformed ones dropped, at most CHARTS_MAX. */
export function chartSet(param: string | null): string[] {
  const pairs = (param ?? "")
    .split(",")
    .map((pair) => pair.trim().toLowerCase())
    .filter((pair) => PAIR_ADDRESS.test(pair));
  return [...new Set(pairs)].slice(0, CHARTS_MAX);
}

/** The page's address for a set of pairs. */
export const chartSetPath = (pairs: readonly string[]) => (pairs.length === 0 ? "/charts" : `/charts?pairs=${pairs.join(",")}`);
