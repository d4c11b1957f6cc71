// GET /api/v1/indexer/chart/{pair}: a pair's candle history. Framework- and zod-free, so the chart iframe's small bundle can use it too.
import type { Candle, ChartQuery, ChartResponse } from "../../shared/schemas/chart";

/** How many candles a chart loads: enough to fill a wide screen at any timeframe. */
export const CHART_HISTORY_LIMIT = 1000;

/** The candles (and when a graduated token moved from its curve to its pair), or the failure: the answer's status, null when none came. */
export type ChartHistory = { ok: true; candles: Candle[]; graduatedAt: number | null } | { ok: false; status: number | null };

/** The newest candles of the view, or with `before` (unix seconds) the newest that start before it: the page further back. */
export async function fetchChartHistory(pairAddress: string, view: Pick<ChartQuery, "timeframe" | "candleType">, before?: number): Promise<ChartHistory> {
  const olderOnly = before === undefined ? "" : `&toTimestamp=${before - 1}`;
  const url = `/api/v1/indexer/chart/${pairAddress}?timeframe=${view.timeframe}&candleType=${view.candleType}&limit=${CHART_HISTORY_LIMIT}${olderOnly}`;
  const response = await fetch(url).catch(() => null);
  if (response === null || !response.ok) return { ok: false, status: response?.status ?? null };
  // No schema check here: the iframe bundle stays free of zod, and the answer comes from our own worker.
  const body = (await response.json()) as ChartResponse;
  return { ok: true, candles: body.candles, graduatedAt: body.graduation?.at ?? null };
}
