import type { Candle, CandleType, ChartQuery, ChartResponse } from "../../shared/schemas/chart";
import type { CandlesEnv } from "../stores/candles";
import { DEFAULT_CANDLE_LIMIT, pairChart } from "./chart";

/** A graduated launch's two markets: its curve (whose address is the token's, token0) and the V2 pair it moved to. */
type Graduation = { at: number; curve: string; pair: string; pairToken0: string };

async function graduationOf(db: D1Database, address: string): Promise<Graduation | null> {
  return db
    .prepare(
      `SELECT t.bonded_at AS at, t.address AS curve, t.pair_created AS pair, v.token0_address AS pairToken0
       FROM tokens t JOIN pairs v ON v.address = t.pair_created
       WHERE t.token_type = 'launchpad' AND t.bonded_at IS NOT NULL AND (t.address = ?1 OR t.pair_created = ?1)`,
    )
    .bind(address)
    .first<Graduation>();
}

/**
 * The curves of the launches that bonded into any of `pairs` (V2 pair addresses), by pair, with whether that pair lists
 * WHYPE first (its `01` is then the curve's `10`).
 */
export async function curvesOfPairs(db: D1Database, pairs: string[]): Promise<Map<string, { curve: string; flipped: boolean }>> {
  const { results } = await db
    .prepare(
      `SELECT p.address AS pair, t.address AS curve, p.token0_address <> t.address AS flipped
       FROM json_each(?1) j JOIN pairs p ON p.address = j.value
       JOIN tokens t ON t.address IN (p.token0_address, p.token1_address) AND t.pair_created = p.address
       WHERE t.token_type = 'launchpad' AND t.bonded_at IS NOT NULL`,
    )
    .bind(JSON.stringify(pairs))
    .all<{ pair: string; curve: string; flipped: 0 | 1 }>();
  return new Map(results.map((row) => [row.pair, { curve: row.curve, flipped: row.flipped === 1 }]));
}

/** `01` and `10` name a pair's own token order; on a V2 pair whose token0 is WHYPE they read the other way round. */
export function candleTypeOn(candleType: CandleType, flipped: boolean): CandleType {
  if (!flipped) return candleType;
  return candleType === "01" ? "10" : candleType === "10" ? "01" : candleType;
}

/** A bucket both markets traded in (the sell-out and the first swaps): the curve's candle `before`, then the pair's. */
export function joinCandles(before: Candle | undefined, candle: Candle): Candle {
  if (before === undefined) return candle;
  return {
    ...candle,
    open: before.open,
    high: Math.max(before.high, candle.high),
    low: Math.min(before.low, candle.low),
    volume: before.volume + candle.volume,
  };
}

/** Candles of both markets in one series. */
function joined(curve: Candle[], pair: Candle[]): Candle[] {
  const byTime = new Map(curve.map((candle) => [candle.time, candle]));
  for (const candle of pair) byTime.set(candle.time, joinCandles(byTime.get(candle.time), candle));
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * A pair's chart; for a graduated launch's curve or V2 pair, the token's whole life: the curve's candles up to
 * graduation, then the pair's, in the asked pair's token order, with the graduation named. The newest `limit` candles.
 */
export async function tokenChart(env: CandlesEnv, address: string, query: ChartQuery): Promise<ChartResponse | null> {
  const graduation = await graduationOf(env.DB, address);
  if (graduation === null) return pairChart(env, address, query);
  const pairFlipped = graduation.pairToken0 !== graduation.curve;
  const asked = address === graduation.curve ? "curve" : "pair";
  const [curve, pair] = await Promise.all([
    pairChart(env, graduation.curve, {
      ...query,
      candleType: candleTypeOn(query.candleType, asked === "pair" && pairFlipped),
      toTimestamp: Math.min(query.toTimestamp ?? Number.MAX_SAFE_INTEGER, graduation.at),
    }),
    pairChart(env, graduation.pair, { ...query, candleType: candleTypeOn(query.candleType, asked === "curve" && pairFlipped) }),
  ]);
  const own = asked === "curve" ? curve : pair;
  if (own === null) return null;
  const candles = joined(curve?.candles ?? [], pair?.candles ?? []).slice(-(query.limit ?? DEFAULT_CANDLE_LIMIT));
  return {
    ...own,
    candleType: query.candleType,
    candles,
    count: candles.length,
    graduation: { at: graduation.at, curvePairAddress: graduation.curve, pairAddress: graduation.pair },
  };
}
