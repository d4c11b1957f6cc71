import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CHART_HISTORY_LIMIT } from "../../../frontend/api/chart-history";
import type { Candle, ChartResponse } from "../../../shared/schemas/chart";
import { syntheticPairs } from "../../bench/workerd/synthetic-chain";
import { tradeWithQuietStretch } from "./traded-pair";

// The chart page loads the newest 1000 candles and, as the trader scrolls left, the 1000 before its first one
// (`toTimestamp` = first − 1): the pages must meet without a gap or a candle drawn twice.

const [pair] = syntheticPairs(1, 1300);
let tradedSeconds: number[];
beforeAll(async () => {
  tradedSeconds = [...new Set((await tradeWithQuietStretch(pair!)).map((swap) => swap.block_timestamp))];
}, 120_000);

async function page(before?: number): Promise<Candle[]> {
  const olderOnly = before === undefined ? "" : `&toTimestamp=${before - 1}`;
  const response = await SELF.fetch(
    `https://lqscan.test/api/v1/indexer/chart/${pair!.address}?timeframe=1s&candleType=usd&limit=${CHART_HISTORY_LIMIT}${olderOnly}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as ChartResponse).candles;
}

describe("the chart's pages back in time", () => {
  it("meet without a gap or a repeated candle, down to the pair's first trade", async () => {
    const newest = await page();
    expect(newest).toHaveLength(CHART_HISTORY_LIMIT);
    const older = await page(newest[0]!.time);
    expect(older).toHaveLength(tradedSeconds.length - CHART_HISTORY_LIMIT);
    expect(await page(older[0]!.time)).toEqual([]);
    // Every traded second once, in order: the 1s candles of both pages are the trades' own seconds.
    expect([...older, ...newest].map((candle) => candle.time)).toEqual(tradedSeconds);
  });
});
