import { BASE_URL } from "./chromium";

/** The chart view the iframe opens on (15m, usd, 1000 candles), as a query string. */
export const IFRAME_CHART_QUERY = "timeframe=15m&candleType=usd&limit=1000";

const read = async <T>(path: string): Promise<T> => (await (await fetch(new URL(path, BASE_URL))).json()) as T;

/** Of `addresses`, the one whose chart (`chartQuery`) has the most candles. */
async function mostCandles(addresses: string[], chartQuery: string): Promise<{ address: string; candles: number }> {
  let best = { address: "", candles: 0 };
  for (const address of addresses) {
    const chart = await read<{ count: number }>(`/api/v1/indexer/chart/${address}?${chartQuery}`);
    if (chart.count > best.candles) best = { address, candles: chart.count };
  }
  if (best.candles === 0) throw new Error("no pair with candles: start the stack with some history (DEVNET_HISTORY_DAYS ≥ 1)");
  return best;
}

/** Of the launchpad's newest tokens, the one with the most 15m candles: the liveliest chart to look at. */
export async function busiestPair(): Promise<{ address: string; candles: number }> {
  const pulse = await read<{ tokens: { address: string }[] }>("/api/v1/indexer/pulse");
  return mostCandles(
    pulse.tokens.map((token) => token.address),
    IFRAME_CHART_QUERY,
  );
}

/** Of the most traded pairs, the one with the most candles of `chartQuery`: a long history to read indicators over. */
export async function busiestMarketPair(chartQuery: string): Promise<{ address: string; candles: number }> {
  const pairs = await read<{ pairs: { pairAddress: string }[] }>("/api/v1/indexer/pairs?limit=20&sort=volume24h");
  return mostCandles(
    pairs.pairs.map((pair) => pair.pairAddress),
    chartQuery,
  );
}
