import * as candles from "../stores/candles";
import * as swaps from "../stores/swaps";
import { retentionConfig } from "./retention-config";

/**
 * The minute cron's retention: prunes 1s and 15s candles older than their window, moves settled candles to their
 * pairs' stores, and moves the oldest hour of swaps older than theirs out of D1 (each store says where).
 */
export async function applyRetention(
  env: candles.CandlesEnv & swaps.SwapsEnv & Pick<Env, "RETENTION_FINE_CANDLE_HOURS" | "RETENTION_SWAP_DAYS" | "RETENTION_SERIES_DAYS">,
  nowUnix: number,
) {
  const config = retentionConfig(env);
  await env.DB.batch(candles.pruneStatements(env.DB, nowUnix - config.fineCandleSeconds));
  await candles.settle(env, nowUnix - config.seriesSeconds);
  return { archivedSwaps: await swaps.archiveOld(env, nowUnix - config.swapSeconds) };
}
