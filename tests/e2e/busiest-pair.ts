import { BASE_URL } from "./chromium";

/** The chart view the iframe opens on (15m, usd, 1000 candles), as a query string. */
export const IFRAME_CHART_QUERY = "timeframe=15m&candleType=usd&limit=1000";

/** Of the launchpad's newest tokens, the one with the most 15m candles: the liveliest chart to look at. */
export async function busiestPair(): Promise<{ address: string; candles: number }> {
  const pulse = (await (await fetch(new URL("/api/v1/indexer/pulse", BASE_URL))).json()) as { tokens: { address: string }[] };
  let best = { address: "", candles: 0 };
  for (const { address } of pulse.tokens) {
    const chart = (await (await fetch(new URL(`/api/v1/indexer/chart/${address}?${IFRAME_CHART_QUERY}`, BASE_URL))).json()) as { count: number };
    if (chart.count > best.candles) best = { address, candles: chart.count };
  }
  if (best.candles === 0) throw new Error("no pair with candles: start the stack with some history (DEVNET_HISTORY_DAYS ≥ 1)");
  return best;
}
