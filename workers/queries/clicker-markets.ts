import type { ClickerLeader, ClickerTally } from "../../shared/schemas/clicker";
import type { ReactionCounts } from "../../shared/schemas/reactions";
import { tokenReactionsOf } from "../durable-objects";
import { pairChart } from "./chart";
import { listTokens } from "./market-tokens";

const DAY_SECONDS = 24 * 3600;
const ONE_TOKEN = { sort: "marketCap", order: "desc", limit: 1, offset: 0 } as const;

/** Hourly USD closes of the pair over the last day, oldest first (empty without a pair or trades). */
async function sparkline(env: Env, pair: string | null, nowUnix: number): Promise<number[]> {
  if (pair === null) return [];
  const chart = await pairChart(env, pair, { timeframe: "1h", candleType: "usd", fromTimestamp: nowUnix - DAY_SECONDS, limit: 24 });
  return chart?.candles.map((candle) => candle.close) ?? [];
}

/** A board row: the tally, the token's market figures (as the token list has them), its sparkline and its reactions. */
async function leader(env: Env, tally: ClickerTally, nowUnix: number): Promise<ClickerLeader> {
  const [listed] = (await listTokens(env.DB, ONE_TOKEN, nowUnix, tally.tokenAddress)).tokens;
  const [line, reactions] = await Promise.all([
    sparkline(env, listed?.pairAddress ?? null, nowUnix),
    listed === undefined ? ({ rocket: 0, fire: 0, poop: 0, flag: 0 } satisfies ReactionCounts) : tokenReactionsOf(env, tally.tokenAddress).counts(),
  ]);
  return {
    ...tally,
    symbol: listed?.symbol ?? null,
    name: listed?.name ?? null,
    imageUri: listed?.imageUri ?? null,
    pairAddress: listed?.pairAddress ?? null,
    priceUsd: listed?.priceUsd ?? null,
    priceChange24h: listed?.priceChange24h ?? null,
    marketCapUsd: listed?.marketCapUsd ?? null,
    sparkline: line,
    reactions,
  };
}

/** The board's rows for `tallies`, in their order. */
export function clickerLeaders(env: Env, tallies: ClickerTally[], nowUnix: number): Promise<ClickerLeader[]> {
  return Promise.all(tallies.map((tally) => leader(env, tally, nowUnix)));
}
