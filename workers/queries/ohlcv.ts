import { displaysToken0 } from "../../shared/pair-sides";
import type { CandleType } from "../../shared/schemas/chart";
import { OHLCV_TIMEFRAME_SECONDS, type OhlcvParams, type OhlcvQuery, type OhlcvResponse } from "../../shared/schemas/ohlcv";
import { ApiError } from "../http/errors";
import type { CandlesEnv } from "../stores/candles";
import { tokenChart } from "./graduated-chart";
import { foldCandles, ohlcvRows, sourceTimeframe, withEmptyIntervals } from "./ohlcv-buckets";
import { pairMeta } from "./pair-meta";

/**
 * The stored candles one call folds at most: 1000 buckets of minute × 7 would need 7,000 1m candles, of second × 997
 * almost a million 1s candles. Such a call answers fewer buckets (at least 9), and the client pages on.
 */
export const OHLCV_SOURCE_CANDLES_MAX = 10_000;

/** The chart's candle type for GeckoTerminal's currency and token: `usd` prices the listed token only. */
function candleTypeFor(query: OhlcvQuery, baseIsToken0: boolean): CandleType {
  if (query.currency === "usd") {
    if (query.token === "quote") throw new ApiError(400, "currency=usd is available for the base token only; use currency=token");
    return "usd";
  }
  return (query.token === "base") === baseIsToken0 ? "01" : "10";
}

/** A pair's OHLCV in GeckoTerminal's shape, newest first; null for an unknown pair. */
export async function pairOhlcv(env: CandlesEnv, params: OhlcvParams, query: OhlcvQuery, now: number): Promise<OhlcvResponse | null> {
  const bucketSeconds = OHLCV_TIMEFRAME_SECONDS[params.timeframe] * query.aggregate;
  const source = sourceTimeframe(bucketSeconds);
  // One bucket more than answered: the oldest read may be cut short by the count.
  const limit = Math.min(query.limit, Math.floor(OHLCV_SOURCE_CANDLES_MAX / source.perBucket) - 1);
  const sourceCandles = (limit + 1) * source.perBucket;
  const address = params.pairAddress.toLowerCase();
  const pair = await pairMeta(env.DB, address);
  if (pair === null) return null;
  const baseIsToken0 = displaysToken0(pair.token0_address, pair.token1_address);
  const before = query.before_timestamp;
  const chart = await tokenChart(env, address, {
    timeframe: source.timeframe,
    candleType: candleTypeFor(query, baseIsToken0),
    limit: sourceCandles,
    toTimestamp: before === undefined ? undefined : before - 1,
  });
  const buckets = foldCandles(chart?.candles ?? [], bucketSeconds);
  const lastStart = Math.floor(((before ?? now + 1) - 1) / bucketSeconds) * bucketSeconds;
  const page = query.include_empty_intervals ? withEmptyIntervals(buckets, bucketSeconds, lastStart, limit) : buckets.slice(-limit);
  const token0 = { address: pair.token0_address, name: pair.t0_name, symbol: pair.t0_symbol };
  const token1 = { address: pair.token1_address, name: pair.t1_name, symbol: pair.t1_symbol };
  const [base, quote] = baseIsToken0 === (query.token === "base") ? [token0, token1] : [token1, token0];
  return {
    data: { id: `${address}-${params.timeframe}-${query.aggregate}`, type: "ohlcv_request_response", attributes: { ohlcv_list: ohlcvRows(page) } },
    meta: { base, quote },
  };
}
